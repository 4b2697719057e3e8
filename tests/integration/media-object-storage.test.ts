import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { startCms, stopCms, temporarySqliteUrl } from './cms-instance'
import { freePort } from './free-port'
import { runTestScript } from './processes/run-test-script'

const BUCKET = 'gallery-media'
// s3rver signs with these and no others.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

const answerSchema = z.object({
  path: z.string(),
  status: z.number(),
  type: z.string().nullable(),
  cacheControl: z.string().nullable(),
  sha256: z.string(),
  bytes: z.number(),
})
const fetchedSchema = z.object({ answers: z.array(answerSchema), mediaDir: z.array(z.string()) })

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')
const fileUrl = (name: string) => `/api/media/file/${encodeURIComponent(name)}`

type Fetched = z.infer<typeof fetchedSchema>
/** Instance B: a process of its own on the same database and bucket, with an empty media folder of its own. */
async function fetchOnSecondInstance(databaseUrl: string, paths: string[]): Promise<Fetched> {
  const run = await runTestScript('fetch-media.ts', [databaseUrl, ...paths], 'fetched', 180_000)
  if (run.reported) return fetchedSchema.parse(JSON.parse(run.reported))
  throw new Error(`the second instance (exit ${run.exit}) fetched nothing:\n${run.output.slice(-4000)}`)
}

/** Issue 27, item 4: with S3_* set, media lives in the bucket and any instance serves it. */
describe('media on object storage', () => {
  const databaseUrl = temporarySqliteUrl()
  const bucketDir = mkdtempSync(path.join(tmpdir(), 'gallery-s3rver-'))
  let server: S3rver
  let bucket: S3Client
  let payload: Payload
  let mediaDir: string

  const objectBytes = async (key: string) => {
    const object = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
    return { type: object.ContentType, data: await object.Body?.transformToByteArray() }
  }

  beforeAll(async () => {
    const port = await freePort()
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory: bucketDir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    })
    await server.run()
    Object.assign(process.env, {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    })
    bucket = new S3Client({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: CREDENTIALS,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
    payload = await startCms(databaseUrl)
    mediaDir = process.env.MEDIA_DIR ?? ''
  }, 300_000)

  afterAll(async () => {
    await stopCms(payload, databaseUrl)
    bucket?.destroy()
    await server?.close()
    rmSync(bucketDir, { recursive: true, force: true })
    for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      delete process.env[name]
    delete process.env.S3_FORCE_PATH_STYLE
  })

  it('serves an upload from another instance that never saw it, from the bucket, writing nothing to disk', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a4e2d' } })
      .png()
      .toBuffer()
    const uploaded = await payload.create({
      collection: 'media',
      overrideAccess: true,
      data: { alt: 'Uploaded on instance A' },
      file: { data: png, mimetype: 'image/png', name: 'instance-a-upload.png', size: png.length },
    })
    const card = uploaded.sizes?.card?.filename ?? ''
    expect(uploaded.filename).toBe('instance-a-upload.webp')
    expect(new URL(uploaded.url ?? '').pathname).toBe(fileUrl('instance-a-upload.webp'))
    expect(card).toMatch(/^instance-a-upload-960x\d+\.webp$/)
    expect(readdirSync(mediaDir)).toEqual([])

    const fetched = await fetchOnSecondInstance(databaseUrl, [
      fileUrl('instance-a-upload.webp'),
      fileUrl(card),
      fileUrl('never-uploaded.webp'),
    ])
    const [original, size, missing] = fetched.answers
    for (const [answer, key] of [
      [original, 'instance-a-upload.webp'],
      [size, card],
    ] as const) {
      const stored = await objectBytes(key)
      expect(answer?.status, key).toBe(200)
      expect(answer?.type, key).toBe('image/webp')
      expect(stored.type, key).toBe('image/webp')
      expect(answer?.cacheControl, key).toMatch(/^public, max-age=600/)
      expect(answer?.bytes, key).toBe(stored.data?.length)
      expect(answer?.sha256, key).toBe(sha256(stored.data ?? new Uint8Array()))
    }
    expect((await sharp(Buffer.from((await objectBytes(card)).data ?? [])).metadata()).width).toBe(960)
    expect(missing?.status).toBe(404)
    expect(fetched.mediaDir).toEqual([])
    expect(readdirSync(mediaDir)).toEqual([])
  }, 240_000)

  it('stores the seed writer’s finished files in the bucket, and the other instance serves them', async () => {
    const [{ MediaLibrary }, { MediaRenderer }, { portraitSvg }] = await Promise.all([
      import('@/lib/synthetic-content/media-library'),
      import('@/lib/synthetic-content/media-renderer'),
      import('@/lib/synthetic-content/images'),
    ])
    const library = await MediaLibrary.load(payload, new MediaRenderer(null, (error) => Promise.reject(error)))
    const id = await library.upload({ key: 'seeded-portrait', alt: 'Seeded portrait' }, () => portraitSvg('ada-lowe'))
    const seeded = await payload.findByID({ collection: 'media', id, overrideAccess: true })
    const names = [seeded.filename, seeded.sizes?.thumbnail?.filename, seeded.sizes?.card?.filename].map(String)
    expect(names[0]).toBe('seeded-portrait.webp')

    const fetched = await fetchOnSecondInstance(databaseUrl, names.map(fileUrl))
    for (const [index, name] of names.entries()) {
      const stored = await objectBytes(name)
      expect(fetched.answers[index]?.status, name).toBe(200)
      expect(fetched.answers[index]?.type, name).toBe('image/webp')
      expect(fetched.answers[index]?.sha256, name).toBe(sha256(stored.data ?? new Uint8Array()))
    }
    expect(fetched.mediaDir).toEqual([])
    expect(readdirSync(mediaDir)).toEqual([])
  }, 240_000)

  it('takes a document naming a file only when the bucket holds that file', async () => {
    const create = (filename: string) =>
      payload.create({
        collection: 'media',
        overrideAccess: true,
        data: { alt: 'Named file', filename, mimeType: 'image/webp', width: 1, height: 1, filesize: 1 },
      })
    await expect(create('never-written.webp')).rejects.toThrow(/No files were uploaded/)
    const { mediaStore } = await import('@/lib/media-store')
    const webp = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .webp()
      .toBuffer()
    await mediaStore().put('written-by-the-import.webp', webp, 'image/webp')
    expect((await create('written-by-the-import.webp')).filename).toBe('written-by-the-import.webp')
    expect(readdirSync(mediaDir)).toEqual([])
  })
})
