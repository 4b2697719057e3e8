import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

export type RunningServer = {
  child: ChildProcess
  /** 'search indexes built in N ms' and 'CMS ready in N ms' from the server's own log. */
  startup: { cmsReadyMs: number; indexBuildMs: number; counts: string; wallMs: number }
  url: string
  log: string[]
}

function readProc(pid: number, file: string): string {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8')
  } catch {
    return ''
  }
}

/**
 * The process of the group started for the server: the node process titled gallery-server (src/server/main.ts).
 * Under `npm start` the group also holds npm and the `sh -c` running the script, whose command line names
 * main.js too, so only a node executable counts.
 */
export function serverPid(group: number): number | undefined {
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
  const inGroup = pids.filter((pid) => readProc(pid, 'stat').split(') ')[1]?.split(' ')[2] === String(group))
  const isNode = (pid: number) => {
    try {
      return path.basename(readlinkSync(`/proc/${pid}/exe`)) === 'node'
    } catch {
      return false
    }
  }
  return inGroup.find(
    (pid) => isNode(pid) && /gallery-server|dist\/server\/main\.js/.test(readProc(pid, 'cmdline').replace(/\0/g, ' ')),
  )
}

/**
 * `npm start`'s server (dist/server/main.js) in a process group of its own, so the whole server can be
 * stopped between runs (npm would start it in a group the benchmark can't reach).
 */
export function spawnAppServer(port: number, env: Record<string, string>, stdio: 'ignore' | 'pipe'): ChildProcess {
  return spawn(process.execPath, [path.resolve('dist/server/main.js')], {
    env: {
      ...process.env,
      NODE_OPTIONS: '--no-deprecation',
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      PORT: String(port),
      // PostgreSQL refuses to start without both secrets; a benchmark's server needs only some.
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'bench-payload-secret-0123456789',
      PREVIEW_SECRET: process.env.PREVIEW_SECRET ?? 'bench-preview-secret',
      ...env,
    },
    stdio: ['ignore', stdio, stdio],
    detached: true,
  })
}

/** VmRSS and VmHWM (peak) in MB from /proc/<pid>/status. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readProc(pid, 'status')
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN)
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 }
}

/** The app's server on loopback against the given database; resolves once the search index is built. */
export async function startAppServer(
  env: Record<string, string>,
  port: number,
  timeoutMs = 600_000,
): Promise<RunningServer> {
  const started = performance.now()
  const child = spawnAppServer(port, { HOST: '127.0.0.1', ...env }, 'pipe')
  const log: string[] = []
  let startup: RunningServer['startup'] | undefined
  let cmsReadyMs = 0
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue
      log.push(line)
      const cms = /CMS ready in (\d+) ms/.exec(line)
      if (cms) cmsReadyMs = Number(cms[1])
      const built = /search indexes built in (\d+) ms \((.*)\)/.exec(line)
      if (built)
        startup = {
          cmsReadyMs,
          indexBuildMs: Number(built[1]),
          counts: built[2] ?? '',
          wallMs: performance.now() - started,
        }
    }
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  const url = `http://127.0.0.1:${port}`
  while (!startup) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}:\n${log.slice(-20).join('\n')}`)
    if (performance.now() - started > timeoutMs)
      throw new Error(`no 'search indexes built' line within ${timeoutMs} ms:\n${log.slice(-20).join('\n')}`)
    await sleep(100)
  }
  return { child, startup, url, log }
}

/** SIGTERM to the server's whole process group, SIGKILL if it lingers. */
export async function stopServer(server: RunningServer): Promise<void> {
  const group = server.child.pid
  if (group === undefined || server.child.exitCode !== null) return
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  process.kill(-group, 'SIGTERM')
  const result = await Promise.race([exited.then(() => 'exited'), sleep(10_000).then(() => 'timeout')])
  if (result === 'timeout') process.kill(-group, 'SIGKILL')
}

/** The first line of the server's log matching `pattern`, waiting for it up to `timeoutMs`. */
export async function waitForLogLine(server: RunningServer, pattern: RegExp, timeoutMs = 60_000): Promise<string> {
  const started = performance.now()
  for (;;) {
    const line = server.log.find((candidate) => pattern.test(candidate))
    if (line) return line
    if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode}`)
    if (performance.now() - started > timeoutMs) throw new Error(`no line matching ${pattern} within ${timeoutMs} ms`)
    await sleep(50)
  }
}
