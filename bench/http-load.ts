import { Agent, request } from 'node:http'
import { foundPerRequest, type CatalogQuery } from './catalog-queries'
import { summarise, type Latency } from './timing'

/** One POST on a kept-alive socket: status and body text. */
function post(url: URL, agent: Agent, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        )
        incoming.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/**
 * `total` POSTs of one query to a loopback URL from `connections` concurrent keep-alive loops, cycling
 * through its bodies; every answer must be a 200 whose requests found what `expected` holds for that body
 * (the in-process answer), else the run fails.
 * The client is node:http rather than fetch: it shares the machine's cores with the server, and
 * undici's fetch costs it about twice the CPU per request.
 */
export async function loadTest(
  target: string,
  query: CatalogQuery,
  { total, connections, expected }: { total: number; connections: number; expected: readonly (readonly number[])[] },
): Promise<Latency & { rps: number }> {
  const url = new URL(target)
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const bodies = query.bodies.map((body) => JSON.stringify(body))
  const samples: number[] = []
  let issued = 0
  const started = performance.now()
  const loop = async () => {
    while (issued < total) {
      const call = issued++ % bodies.length
      const sent = performance.now()
      const { status, text } = await post(url, agent, bodies[call] ?? '')
      samples.push(performance.now() - sent)
      if (status !== 200) throw new Error(`${query.name}: HTTP ${status}: ${text.slice(0, 300)}`)
      const got = foundPerRequest(JSON.parse(text)).join('/')
      const want = expected[call]?.join('/')
      if (got !== want) throw new Error(`${query.name} #${call}: found ${got}, expected ${want} (as in process)`)
    }
  }
  try {
    await Promise.all(Array.from({ length: connections }, loop))
  } finally {
    agent.destroy()
  }
  const seconds = (performance.now() - started) / 1000
  return { ...summarise(samples), rps: total / seconds }
}
