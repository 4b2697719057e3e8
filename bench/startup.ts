/**
 * `npm run bench:startup`: time from `npm start` to the first 200 of the home page, on the already built
 * and seeded app (run `npm run build` and one `npm start` first). Goal: ≤ 3 s.
 */
import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'

const PORT = Number(process.env.BENCH_PORT ?? 3210)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)

async function firstOk(url: string, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.status === 200) return true
    } catch {
      // not listening yet
    }
    await sleep(25)
  }
  return false
}

async function oneStart(): Promise<number> {
  const started = performance.now()
  const server = spawn('npm', ['start'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore', detached: true })
  const ok = await firstOk(`http://127.0.0.1:${PORT}/`, Date.now() + 120_000)
  const elapsed = performance.now() - started
  if (server.pid) process.kill(-server.pid, 'SIGTERM')
  await sleep(1000)
  if (!ok) throw new Error('no 200 within 120 s: is the app built and seeded?')
  return elapsed
}

const times: number[] = []
for (let run = 0; run < RUNS; run++) times.push(await oneStart())
const sorted = [...times].sort((a, b) => a - b)
const median = sorted[Math.floor(sorted.length / 2)] ?? 0
console.log(`start-to-first-200 over ${RUNS} runs (ms): ${times.map((t) => t.toFixed(0)).join(', ')}`)
console.log(`median ${median.toFixed(0)} ms, best ${sorted[0]?.toFixed(0)} ms, worst ${sorted.at(-1)?.toFixed(0)} ms`)
