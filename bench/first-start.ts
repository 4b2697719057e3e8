import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { setTimeout as sleep } from 'node:timers/promises'
import { spawnAppServer } from './app-server'

/** How long the seed's and the CMS's log lines may trail the first 200. */
const LOG_LINES_WAIT_MS = 5_000

export type FirstStart = {
  /** From spawning the server to the first 200 of the home page. */
  firstOkMs: number
  /** The seed's own time, from the server's 'Demo gallery ready in N s' line. */
  seedMs: number
  /** Spawn to the arrival of the 'CMS ready' line (migrations and seed done), which may trail the event a little. */
  cmsReadyMs: number
}

async function untilOk(url: string, deadline: number, exited: () => string | null): Promise<void> {
  while (Date.now() < deadline) {
    const exit = exited()
    if (exit !== null) throw new Error(exit)
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0, // not listening yet
    )
    if (status === 200) return
    await sleep(50)
  }
  throw new Error(`no 200 from ${url} before the deadline`)
}

/**
 * `npm start`'s server on an empty SQLite database and media folder of its own: the first start of a fresh
 * install, which migrates and seeds the demo gallery before it serves. The app must be built.
 */
export async function timeFirstStart(port: number, imageCacheDir: string, timeoutMs = 600_000): Promise<FirstStart> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-first-start-'))
  const started = performance.now()
  const server = spawnAppServer(
    port,
    {
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${path.join(dir, 'gallery.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      SEED_IMAGE_CACHE_DIR: imageCacheDir,
      SEED_ON_START: 'true',
    },
    'pipe',
  )
  const log: string[] = []
  let seedMs = Number.NaN
  let cmsReadyMs = Number.NaN
  const onLine = (line: string) => {
    log.push(line)
    const seeded = /Demo gallery ready in ([\d.]+) s/.exec(line)
    if (seeded) seedMs = Number(seeded[1]) * 1000
    if (/CMS ready in \d+ ms/.test(line)) cmsReadyMs = performance.now() - started
  }
  // Whole lines: a pipe's chunks split lines anywhere, and a split line would never match.
  for (const stream of [server.stdout, server.stderr]) if (stream) createInterface({ input: stream }).on('line', onLine)
  const exited = () =>
    server.exitCode === null ? null : `the server exited with ${server.exitCode}:\n${log.slice(-20).join('\n')}`
  try {
    await untilOk(`http://127.0.0.1:${port}/`, Date.now() + timeoutMs, exited)
    const firstOkMs = performance.now() - started
    // Payload's log lines reach the pipe through its logger's worker thread, at times after the first 200.
    for (const waitUntil = Date.now() + LOG_LINES_WAIT_MS; Number.isNaN(seedMs) && Date.now() < waitUntil;)
      await sleep(50)
    return { firstOkMs, seedMs, cmsReadyMs }
  } finally {
    if (server.pid && server.exitCode === null) {
      const gone = new Promise((resolve) => server.once('exit', resolve))
      process.kill(-server.pid, 'SIGTERM')
      await Promise.race([gone, sleep(10_000).then(() => server.pid && process.kill(-server.pid, 'SIGKILL'))])
    }
    rmSync(dir, { recursive: true, force: true })
  }
}
