import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { serverPid } from '../app-server'

export const PREVIEW_SECRET = 'bench-pages-preview-secret'

export type StartedApp = {
  url: string
  child: ChildProcess
  /** The node process serving (the child of npm), whose memory the mixed load watches. */
  serverPid: number
  /** Spawning `npm start` to the first 200 of `/`. */
  firstOkMs: number
  /** The seed's own figure from the server's log, if it printed one. */
  seedSeconds: number | undefined
  log: string[]
}

/**
 * Every load comes from this one loopback address, standing in for many visitors: the per-address limits
 * on search and images would otherwise turn the mixed load into 429s after its first seconds.
 */
const VISITOR_LIMITS = 'search=100000000/60,images=100000000/60,preview-secret=100000/60'

function appEnv(dir: string, port: number, pageCache: string | undefined): Record<string, string> {
  return {
    DATABASE_URL: `file:${path.join(dir, 'db.sqlite')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: `http://127.0.0.1:${port}`,
    PREVIEW_SECRET,
    PAYLOAD_SECRET: 'bench-pages-payload-secret-0123456789',
    RATE_LIMITS: VISITOR_LIMITS,
    ...(pageCache ? { PAGE_CACHE: pageCache } : {}),
  }
}

/** The seed's duration in seconds from a log line such as "Demo gallery ready in 61.2 s" or "seeded in 812 ms". */
function seedSecondsIn(line: string): number | undefined {
  const match = /(?:Demo gallery ready|seeded) in ([\d.]+) ?(ms|s)\b/.exec(line)
  if (!match) return undefined
  const value = Number(match[1])
  return match[2] === 'ms' ? value / 1000 : value
}

/** Polls `url` until it answers 200, failing early if `child` exits; `log` is quoted in the error. */
export async function firstOk(url: string, child: ChildProcess, log: string[], timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs
  while (performance.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`npm start exited with ${child.exitCode}:\n${log.slice(-20).join('\n')}`)
    try {
      const response = await fetch(url, { redirect: 'manual' })
      await response.arrayBuffer()
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs / 1000} s:\n${log.slice(-20).join('\n')}`)
}

/** Waits for a log line: the search index is built after the first pages are served. */
async function logLine(log: string[], pattern: RegExp, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs
  while (!log.some((line) => pattern.test(line))) {
    if (performance.now() > deadline) throw new Error(`no log line ${pattern} within ${timeoutMs / 1000} s`)
    await sleep(100)
  }
}

/**
 * `npm start` on an empty database in `dir`, as a fresh clone's first start: times the first 200 of `/` and
 * reads the seed's time from the log. npm runs in a process group of its own so the whole tree can be stopped.
 */
export async function startApp(dir: string, port: number, pageCache: string | undefined): Promise<StartedApp> {
  const started = performance.now()
  const child = spawn('npm', ['start'], {
    env: { ...process.env, ...appEnv(dir, port, pageCache) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const log: string[] = []
  const file = createWriteStream(path.join(dir, 'server.log'))
  const onData = (chunk: Buffer) => {
    file.write(chunk)
    log.push(...chunk.toString('utf8').split('\n').filter(Boolean))
  }
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  const url = `http://127.0.0.1:${port}`
  await firstOk(`${url}/`, child, log, 900_000)
  const firstOkMs = performance.now() - started
  await logLine(log, /search indexes built|search index build failed/, 300_000)
  const pid = child.pid === undefined ? undefined : serverPid(child.pid)
  if (pid === undefined) throw new Error('found no gallery-server process under npm start')
  const seedSeconds = log.map(seedSecondsIn).find((seconds) => seconds !== undefined)
  return { url, child, serverPid: pid, firstOkMs, seedSeconds, log }
}

/** SIGTERM to npm's whole process group, SIGKILL if it lingers. */
export async function stopApp(app: Pick<StartedApp, 'child'>): Promise<void> {
  const group = app.child.pid
  if (group === undefined || app.child.exitCode !== null || app.child.signalCode !== null) return
  const exited = new Promise((resolve) => app.child.once('exit', resolve))
  signalGroup(group, 'SIGTERM')
  const result = await Promise.race([exited.then(() => 'exited'), sleep(10_000).then(() => 'timeout')])
  if (result === 'timeout') signalGroup(group, 'SIGKILL')
}

function signalGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
  }
}
