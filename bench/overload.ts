/**
 * `npx tsx bench/overload.ts [database-url]`: floods the built server (dist/server/main.js) with more page
 * requests than it can serve, once with the admission gate's defaults and once with it opened wide, and
 * prints per status the count and latency, the server's peak memory, and how it answers once the flood stops.
 * Needs `npm run build` and a seeded database (by default the e2e one on port 3202).
 */
import { Agent, request } from 'node:http'
import { memoryOf, serverPid, startAppServer, stopServer } from './app-server'
import { ms, summarise } from './timing'

const PORT = 3290
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 300)
const FLOOD_MS = Number(process.env.BENCH_FLOOD_MS ?? 20_000)
const PATHS = ['/artworks', '/artists', '/', '/api/artworks?limit=12&depth=1']

function get(url: string, agent: Agent): Promise<{ status: number; retryAfter?: string }> {
  return new Promise((resolve) => {
    const outgoing = request(url, { agent, timeout: 120_000 }, (incoming) => {
      incoming.resume()
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, retryAfter: incoming.headers['retry-after'] }),
      )
    })
    outgoing.on('error', () => resolve({ status: 0 }))
    outgoing.on('timeout', () => outgoing.destroy())
    outgoing.end()
  })
}

async function flood(base: string, pid: number | undefined) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const byStatus = new Map<number, number[]>()
  let peakMb = 0
  const until = performance.now() + FLOOD_MS
  let issued = 0
  const sampler = setInterval(() => {
    if (pid) peakMb = Math.max(peakMb, memoryOf(pid).rssMb)
  }, 250)
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const sent = performance.now()
        const { status } = await get(`${base}${PATHS[issued++ % PATHS.length]}`, agent)
        const samples = byStatus.get(status) ?? []
        samples.push(performance.now() - sent)
        byStatus.set(status, samples)
      }
    }),
  )
  clearInterval(sampler)
  agent.destroy()
  return { byStatus, peakMb }
}

async function recovery(base: string) {
  const agent = new Agent({ keepAlive: true })
  const samples: { status: number; ms: number }[] = []
  for (let i = 0; i < 8; i++) {
    const sent = performance.now()
    const { status } = await get(`${base}${PATHS[i % PATHS.length]}`, agent)
    samples.push({ status, ms: performance.now() - sent })
  }
  agent.destroy()
  return samples
}

async function run(label: string, env: Record<string, string>, databaseUrl: string) {
  const server = await startAppServer(
    { DATABASE_URL: databaseUrl, MEDIA_DIR: 'data/e2e-3202-media', SEED_ON_START: 'false', ...env },
    PORT,
  )
  try {
    const pid = server.child.pid ? serverPid(server.child.pid) : undefined
    const idleMb = pid ? memoryOf(pid).rssMb : Number.NaN
    const { byStatus, peakMb } = await flood(server.url, pid)
    const after = await recovery(server.url)
    console.log(`\n${label}: ${CONNECTIONS} connections for ${FLOOD_MS / 1000} s`)
    for (const [status, samples] of [...byStatus].sort(([a], [b]) => a - b)) {
      const latency = summarise(samples)
      console.log(
        `  ${status}: ${latency.count} answers, p50 ${ms(latency.p50)} ms, p95 ${ms(latency.p95)} ms, max ${ms(latency.max)} ms`,
      )
    }
    console.log(`  memory: ${idleMb.toFixed(0)} MB idle, ${peakMb.toFixed(0)} MB peak during the flood`)
    console.log(`  after the flood: ${after.map((sample) => `${sample.status} in ${ms(sample.ms)} ms`).join(', ')}`)
  } finally {
    await stopServer(server)
  }
}

const databaseUrl = process.argv[2] ?? 'file:./data/e2e-3202.db'
await run('admission gate, defaults', {}, databaseUrl)
await run('gate opened wide (as before)', { OVERLOAD_MAX_ACTIVE: '10000', OVERLOAD_MAX_QUEUED: '100000' }, databaseUrl)
