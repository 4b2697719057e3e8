import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })

type Answer = (request: IncomingMessage, response: ServerResponse) => Promise<unknown>

/**
 * A fake outside service on a free port of 127.0.0.1. An answer that throws is logged after `failureLog`
 * and becomes a bare 500, so the test sees the failure instead of waiting on an open request.
 */
export async function serveLocally(failureLog: string, answer: Answer): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      console.error(failureLog, error)
      response.writeHead(500).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}
