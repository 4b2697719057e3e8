/**
 * The header `npm start`'s server sets to the connection's own address, replacing any a client sent
 * (src/server/main.ts), so a made-up `x-forwarded-for` cannot buy a fresh rate-limit count.
 */
export const PEER_ADDRESS_HEADER = 'x-gallery-peer-address'

type HeaderSource = { get: (name: string) => string | null }

/**
 * The address a request came from, as seen through `proxyHops` trusted reverse proxies: each proxy
 * appends the address it was called from to `x-forwarded-for`, so the one `proxyHops` from the right
 * of that chain plus the connection's own address is the last one nobody outside could make up.
 */
export function clientAddress(headers: HeaderSource, proxyHops: number): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '')
  const peer = headers.get(PEER_ADDRESS_HEADER) ?? forwarded.pop()
  const chain = [...forwarded, ...(peer ? [peer] : [])]
  return chain[Math.max(0, chain.length - 1 - proxyHops)] ?? 'unknown'
}
