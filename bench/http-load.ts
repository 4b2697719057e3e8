import { found, type CatalogQuery } from './catalog-queries'
import { summarise, type Latency } from './timing'

/**
 * `total` POSTs of one query to a loopback URL from `connections` concurrent keep-alive loops; every
 * answer must be a 200 whose result found `expected` hits (the in-process answer), else the run fails.
 */
export async function loadTest(
  url: string,
  query: CatalogQuery,
  { total, connections, expected }: { total: number; connections: number; expected: number },
): Promise<Latency & { rps: number }> {
  const body = JSON.stringify(query.body)
  const samples: number[] = []
  let issued = 0
  const started = performance.now()
  const loop = async () => {
    while (issued < total) {
      issued++
      const sent = performance.now()
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      const text = await response.text()
      samples.push(performance.now() - sent)
      if (response.status !== 200) throw new Error(`${query.name}: HTTP ${response.status}: ${text.slice(0, 300)}`)
      const json: unknown = JSON.parse(text)
      const results: unknown = typeof json === 'object' && json !== null ? Reflect.get(json, 'results') : undefined
      const got = Array.isArray(results) ? found(results[0]) : -1
      if (got !== expected) throw new Error(`${query.name}: found ${got}, expected ${expected} (as in process)`)
    }
  }
  await Promise.all(Array.from({ length: connections }, loop))
  const seconds = (performance.now() - started) / 1000
  return { ...summarise(samples), rps: total / seconds }
}
