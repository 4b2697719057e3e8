/**
 * `npm run bench:render -- --url http://127.0.0.1:3000`: how long each storefront page type takes to render,
 * one request at a time on one kept-alive connection, against a server that is already running (build and
 * start it first). Goal: p50 ≤ 50 ms per page uncached. Pass `--cookie` (a preview cookie, say) to get past a
 * page cache, and `--sql-trace <file>` when the server was started with bench/sql-trace.mjs to count the
 * SQL statements each page costs. `--server-pid` adds the server's CPU time per request, which a machine busy
 * with other work stretches far less than it stretches the wall-clock times.
 */
import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { pageTargets, type PageTarget } from './page-targets'
import { ms, summarise, type Latency } from './timing'

const options = z
  .object({
    url: z.url().default('http://127.0.0.1:3000'),
    runs: z.coerce.number().int().min(1).max(10_000).default(30),
    warmup: z.coerce.number().int().min(0).max(1000).default(5),
    cookie: z.string().max(4096).optional(),
    'sql-trace': z.string().min(1).optional(),
    'server-pid': z.coerce.number().int().positive().optional(),
    only: z.string().optional(),
  })
  .parse(
    parseArgs({
      options: {
        url: { type: 'string' },
        runs: { type: 'string' },
        warmup: { type: 'string' },
        cookie: { type: 'string' },
        'sql-trace': { type: 'string' },
        'server-pid': { type: 'string' },
        only: { type: 'string' },
      },
    }).values,
  )

const agent = new Agent({ keepAlive: true, maxSockets: 1 })

/** One GET on the kept-alive socket, timed to the last byte of the body. */
function timedGet(path: string): Promise<{ status: number; ms: number; bytes: number }> {
  const url = new URL(path, options.url)
  const headers = options.cookie ? { cookie: options.cookie } : undefined
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: url.hostname, port: url.port, path: url.pathname, agent, headers }, (incoming) => {
      let bytes = 0
      incoming.on('data', (chunk: Buffer) => (bytes += chunk.length))
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, ms: performance.now() - started, bytes }))
      incoming.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

// Linux's clock ticks (USER_HZ), in which /proc/<pid>/stat counts CPU time.
const TICK_MS = 10

/** User plus system CPU time of a process so far, in milliseconds. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

const traceLines = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1

/** SQL statements per request, from the trace file's growth over a few requests. */
async function queriesPerRequest(path: string, file: string): Promise<number> {
  const samples = 3
  const before = traceLines(file)
  for (let i = 0; i < samples; i++) await timedGet(path)
  return (traceLines(file) - before) / samples
}

type Measured = Latency & { kb: number; cpu?: number; queries?: number }

async function measure(target: PageTarget): Promise<Measured> {
  let bytes = 0
  for (let i = 0; i < options.warmup; i++) await timedGet(target.path)
  const pid = options['server-pid']
  const cpuBefore = pid ? cpuMs(pid) : 0
  const samples: number[] = []
  for (let i = 0; i < options.runs; i++) {
    const answer = await timedGet(target.path)
    if (answer.status !== 200) throw new Error(`${target.path}: HTTP ${answer.status}`)
    samples.push(answer.ms)
    bytes = answer.bytes
  }
  const cpu = pid ? (cpuMs(pid) - cpuBefore) / options.runs : undefined
  const traceFile = options['sql-trace']
  const queries = traceFile ? await queriesPerRequest(target.path, traceFile) : undefined
  return { ...summarise(samples), kb: bytes / 1024, cpu, queries }
}

async function main() {
  const wanted = options.only?.split(',').map((name) => name.trim())
  const targets = (await pageTargets(options.url)).filter((target) => !wanted || wanted.includes(target.name))
  console.log(`${options.url}: ${options.runs} sequential GETs per page after ${options.warmup} warm-ups`)
  const columns = ['page'.padEnd(14), 'path'.padEnd(44), 'p50 ms', 'p95 ms', 'max ms', '  KB', 'CPU ms', 'SQL']
  console.log(columns.join('\t'))
  for (const target of targets) {
    const result = await measure(target)
    const cells = [result.p50, result.p95, result.max].map((value) => ms(value).padStart(6))
    const cpu = result.cpu === undefined ? '-' : result.cpu.toFixed(1)
    const sql = result.queries === undefined ? '-' : result.queries.toFixed(0)
    console.log([target.name.padEnd(14), target.path.padEnd(44), ...cells, result.kb.toFixed(0), cpu, sql].join('\t'))
  }
  agent.destroy()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
