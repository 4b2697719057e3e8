import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serveSearchApi } from '@/lib/search/server/fast-path'

/**
 * Serves the app's search API over real HTTP on a loopback port, through the same handler `npm start`
 * runs before Next's router, so the official clients can be pointed at it without a full Next build.
 */
export async function startSearchServer(): Promise<{ host: string; close: () => Promise<void> }> {
  const server: Server = createServer((incoming, outgoing) => {
    void serveSearchApi(incoming, outgoing).then((served) => {
      if (!served) outgoing.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { host: `127.0.0.1:${port}/api/search`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
