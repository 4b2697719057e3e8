import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
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

/** The process of the group started for the server whose command line names the Next.js server. */
export function nextServerPid(group: number): number | undefined {
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number)
  const inGroup = pids.filter((pid) => readProc(pid, 'stat').split(') ')[1]?.split(' ')[2] === String(group))
  const named = inGroup.find((pid) => /next-server|next start/.test(readProc(pid, 'cmdline').replace(/\0/g, ' ') + readProc(pid, 'comm')))
  return inGroup.find((pid) => readProc(pid, 'comm').startsWith('next-server')) ?? named
}

/** VmRSS and VmHWM (peak) in MB from /proc/<pid>/status. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readProc(pid, 'status')
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN)
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 }
}

/** `next start` on loopback against the given database; resolves once the search index is built and HTTP answers. */
export async function startNextServer(env: Record<string, string>, port: number, timeoutMs = 600_000): Promise<RunningServer> {
  const started = performance.now()
  const nextBin = path.resolve('node_modules/next/dist/bin/next')
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, NODE_OPTIONS: '--no-deprecation', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
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
      if (built) startup = { cmsReadyMs, indexBuildMs: Number(built[1]), counts: built[2] ?? '', wallMs: performance.now() - started }
    }
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  const url = `http://127.0.0.1:${port}`
  while (!startup) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${log.slice(-20).join('\n')}`)
    if (performance.now() - started > timeoutMs) throw new Error(`no 'search indexes built' line within ${timeoutMs} ms:\n${log.slice(-20).join('\n')}`)
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
