/**
 * `tsx fetch-media.ts <database url> <path>...`: a second instance on the database (and on whatever S3_* the
 * environment names), with a media folder of its own, fetching each `/api/media/file/…` path through the REST
 * route. Prints one `fetched <json>` line: each answer's status, type, cache header and bytes (as SHA-256 and
 * length), and what its own media folder holds afterwards.
 */
import { createHash } from 'node:crypto'
import { readdirSync, rmSync } from 'node:fs'
import { startCms } from '../cms-instance'

const [databaseUrl = '', ...paths] = process.argv.slice(2)
const payload = await startCms(databaseUrl)
const [{ default: config }, { REST_GET }] = await Promise.all([
  import('@payload-config'),
  import('@payloadcms/next/routes'),
])
const get = REST_GET(config)
const answers = []
for (const path of paths) {
  const slug = path
    .replace(/^\/api\//, '')
    .split('/')
    .map(decodeURIComponent)
  console.error(`fetching ${path}`)
  const response = await get(new Request(`http://localhost:3000${path}`), { params: Promise.resolve({ slug }) })
  console.error(`answered ${response.status}`)
  const body = Buffer.from(await response.arrayBuffer())
  answers.push({
    path,
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    sha256: createHash('sha256').update(body).digest('hex'),
    bytes: body.length,
  })
}
const mediaDir = readdirSync(process.env.MEDIA_DIR ?? '')
rmSync(process.env.MEDIA_DIR ?? '', { recursive: true, force: true })
console.log(`fetched ${JSON.stringify({ answers, mediaDir })}`)
await payload.db.destroy?.()
process.exit(0)
