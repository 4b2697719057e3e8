/**
 * `npm run bench:startup`: time from starting `npm start`'s server to the first 200 of the home page, on the already built
 * and seeded app (run `npm run build` and one `npm start` first). Goal: ≤ 3 s.
 * BENCH_EMPTY_DB=1 times the first start instead: each run on an empty database, which the server migrates and seeds
 * before it serves; the first run with an empty image cache (a fresh clone), the next ones reusing its images.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { spawnAppServer } from './app-server'
import { timeFirstStart } from './first-start'

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

/** Signals the server's process group; one that has already exited is fine. */
function signalGroup(groupId: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-groupId, signal)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
  }
}

/** The next run must start against a closed port, or it would time a server that is still up. */
async function untilClosed(url: string, groupId: number | undefined): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(url)
    } catch {
      return
    }
    if (attempt === 50 && groupId) signalGroup(groupId, 'SIGKILL')
    await sleep(100)
  }
  throw new Error(`the server on ${url} did not stop`)
}

async function oneStart(): Promise<number> {
  const started = performance.now()
  // npm adds about 0.3 s on top of the server itself.
  const server = spawnAppServer(PORT, {}, 'ignore')
  const ok = await firstOk(`http://127.0.0.1:${PORT}/`, Date.now() + 120_000)
  const elapsed = performance.now() - started
  if (server.pid) signalGroup(server.pid, 'SIGTERM')
  await untilClosed(`http://127.0.0.1:${PORT}/`, server.pid)
  if (server.pid) signalGroup(server.pid, 'SIGKILL') // a server that stopped listening may still be exiting
  await sleep(2000)
  if (!ok) throw new Error('no 200 within 120 s: is the app built and seeded?')
  return elapsed
}

async function firstStarts(): Promise<void> {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'bench-image-cache-'))
  try {
    for (let run = 0; run < Math.min(RUNS, 3); run++) {
      const { firstOkMs, seedMs, cmsReadyMs } = await timeFirstStart(PORT, cacheDir)
      const cache = run === 0 ? 'empty image cache' : 'images cached'
      console.log(
        `empty database, ${cache}: spawn to first 200 ${(firstOkMs / 1000).toFixed(1)} s ` +
          `(seed ${(seedMs / 1000).toFixed(1)} s, CMS ready at ${(cmsReadyMs / 1000).toFixed(1)} s), ` +
          `load average ${loadavg()[0]?.toFixed(2)}`,
      )
      await sleep(2000)
    }
  } finally {
    rmSync(cacheDir, { recursive: true, force: true })
  }
}

if (process.env.BENCH_EMPTY_DB === '1') await firstStarts()
else {
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) times.push(await oneStart())
  const sorted = [...times].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0
  console.log(`start-to-first-200 over ${RUNS} runs (ms): ${times.map((t) => t.toFixed(0)).join(', ')}`)
  console.log(`median ${median.toFixed(0)} ms, best ${sorted[0]?.toFixed(0)} ms, worst ${sorted.at(-1)?.toFixed(0)} ms`)
}
