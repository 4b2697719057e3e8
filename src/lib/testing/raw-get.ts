import { get, type IncomingHttpHeaders } from 'node:http'

/** A GET as sent, with the answer's bytes as they came, undecoded (fetch would undo the content encoding). */
export function getRaw(url: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }))
      answer.on('error', reject)
    }).on('error', reject)
  })
}
