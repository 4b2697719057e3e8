/** Next's `searchParams` prop: one key per raw query name, repeated names as arrays. */
export type QueryRecord = Record<string, string | string[] | undefined>

type Nested = { [key: string]: Nested | string | string[] }

const MAX_DEPTH = 3
const MAX_KEYS = 200

/** The query string Next parsed, rebuilt: what the browser's `useSearchParams().toString()` gives. */
export function queryStringOf(record: QueryRecord): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(record)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, item)
  }
  return params.toString()
}

/** Order-insensitive form of a query string, to tell whether two URLs carry the same state. */
export function canonicalQuery(query: string): string {
  return JSON.stringify([...new URLSearchParams(query)].sort(([a], [b]) => a.localeCompare(b)))
}

function segmentsOf(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key)
  if (!match?.[1]) return null
  const inner = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '')
  return inner.length > MAX_DEPTH ? null : [match[1], ...inner]
}

/**
 * Reads bracketed names (`refinementList[product_type][0]=Painting`) into nested objects, as `qs` does for
 * InstantSearch's history router: numeric and empty last segments collect into arrays.
 */
export function nestedQuery(query: string): Nested {
  const root: Nested = {}
  let count = 0
  for (const [key, value] of new URLSearchParams(query)) {
    if (++count > MAX_KEYS) break
    const segments = segmentsOf(key)
    if (!segments) continue
    let node = root
    for (let depth = 0; depth < segments.length; depth++) {
      const segment = segments[depth] ?? ''
      const next = segments[depth + 1]
      if (next === undefined) {
        if (segment !== '' && !/^\d+$/.test(segment)) node[segment] = value
        continue
      }
      if (next === '' || /^\d+$/.test(next)) {
        const list = node[segment]
        node[segment] = Array.isArray(list) ? [...list, value] : [value]
        break
      }
      const child = node[segment]
      node = typeof child === 'object' && !Array.isArray(child) ? child : (node[segment] = {})
    }
  }
  return root
}
