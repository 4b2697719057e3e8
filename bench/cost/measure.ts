import { readFileSync } from 'node:fs'
import type { CostCase } from './cases'

/** What one request cost: its answer's status and bytes, its wall time, and the server's CPU time meanwhile. */
export type CostSample = { status: number; bytes: number; wallMs: number; cpuMs: number | undefined }

const TICKS_PER_SECOND = 100

/** The server process's user and system CPU so far, in ms (clock ticks of 10 ms); undefined without a pid. */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  // After the command: state is field 0, so utime and stime (fields 14 and 15 of stat) are 11 and 12.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

/** A copy of the case's body that the search API's answer cache has not seen: its cost, not a cached copy's. */
function fresh(body: unknown, nonce: string): unknown {
  if (!body || typeof body !== 'object') return body
  if ('requests' in body && Array.isArray(body.requests))
    return { ...body, requests: body.requests.map((request: object) => ({ ...request, userToken: nonce })) }
  return 'query' in body ? body : { ...body, userToken: nonce }
}

function freshPath(path: string, nonce: string): string {
  if (path.startsWith('/api/')) return path
  return `${path}${path.includes('?') ? '&' : '?'}bench=${nonce}`
}

/** Sends the case once, alone, and reads the whole answer. */
export async function measure(base: string, pid: number | undefined, costCase: CostCase, nonce: string) {
  const cpuBefore = cpuMsOf(pid)
  const started = performance.now()
  const body = costCase.body === undefined ? undefined : JSON.stringify(fresh(costCase.body, nonce))
  const response = await fetch(`${base}${freshPath(costCase.path, nonce)}`, {
    method: costCase.method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body,
    redirect: 'manual',
  })
  const bytes = (await response.arrayBuffer()).byteLength
  const wallMs = performance.now() - started
  const cpuAfter = cpuMsOf(pid)
  const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore
  return { status: response.status, bytes, wallMs, cpuMs } satisfies CostSample
}
