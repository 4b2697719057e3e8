/** p-th quantile of ascending `sorted` (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN
}

export type Latency = { p50: number; p95: number; p99: number; max: number; count: number }

export function summarise(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b)
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    count: sorted.length,
  }
}

/** Wall-clock latency of `run`, `runs` times after `warmup` untimed calls; `run` gets the call's number. */
export function timeSync(run: (call: number) => unknown, runs: number, warmup: number): Latency {
  for (let i = 0; i < warmup; i++) run(i)
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    run(i)
    samples.push(performance.now() - started)
  }
  return summarise(samples)
}

export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '-')
