import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { startCms, stopCms, temporarySqliteUrl } from './cms-instance'

const mediaFile = (name: string | null | undefined) => readFile(path.join(process.env.MEDIA_DIR ?? '', name ?? ''))
const sizesOf = (doc: Media) => Object.entries(doc.sizes ?? {}).map(([name, size]) => [name, size?.width, size?.height])

/** Peak signal-to-noise ratio of two encodings of one picture, decoded: above 40 dB they look the same. */
async function psnr(one: Buffer, two: Buffer): Promise<number> {
  const [a, b] = await Promise.all([one, two].map((file) => sharp(file).raw().toBuffer()))
  if (!a || !b || a.length !== b.length) return 0
  let squared = 0
  for (let index = 0; index < a.length; index++) squared += ((a[index] ?? 0) - (b[index] ?? 0)) ** 2
  return squared === 0 ? Infinity : 10 * Math.log10((255 * 255 * a.length) / squared)
}

async function samplePictures(): Promise<string[]> {
  const { artworkSvgs, portraitSvg, thumbnailSvg } = await import('@/lib/synthetic-content/images')
  return [
    portraitSvg('ada-lowe'),
    // Wide (sizes scaled by the height), narrow (under the smallest size, kept whole), each with its detail.
    ...artworkSvgs('amber-study-no-2', 'painting', 28, 20),
    ...artworkSvgs('open-grove', 'sculpture-objects', 12, 24),
    thumbnailSvg('collections-test', ['painting', 'photography']),
  ]
}

/** Rendered seed images are handed to the media collection as finished files instead of uploads. */
describe('seed images stored as finished files', () => {
  const databaseUrl = temporarySqliteUrl()
  let payload: Payload

  beforeAll(async () => {
    payload = await startCms(databaseUrl)
  }, 300_000)

  afterAll(async () => {
    await stopCms(payload, databaseUrl)
  })

  it('are byte for byte the files Payload makes of the same picture uploaded, at its encoder effort', async () => {
    const { UPLOAD_WEBP_EFFORT } = await import('@/lib/synthetic-content/media-files')
    const { MediaLibrary } = await import('@/lib/synthetic-content/media-library')
    const { MediaRenderer } = await import('@/lib/synthetic-content/media-renderer')
    const renderer = new MediaRenderer(null, (error) => Promise.reject(error), { effort: UPLOAD_WEBP_EFFORT })
    const library = await MediaLibrary.load(payload, renderer)
    for (const [index, svg] of (await samplePictures()).entries()) {
      const png = await sharp(Buffer.from(svg)).png().toBuffer()
      const uploaded = await payload.create({
        collection: 'media',
        overrideAccess: true,
        data: { alt: `uploaded ${index}` },
        file: { data: png, mimetype: 'image/png', name: `uploaded-${index}.png`, size: png.length },
      })
      const id = await library.upload({ key: `rendered-${index}`, alt: `rendered ${index}` }, () => svg)
      const rendered = await payload.findByID({ collection: 'media', id, overrideAccess: true })
      for (const field of ['width', 'height', 'filesize', 'mimeType', 'focalX', 'focalY'] as const) {
        expect(rendered[field], `${index} ${field}`).toBe(uploaded[field])
      }
      expect(sizesOf(rendered)).toEqual(sizesOf(uploaded))
      expect(rendered.url).toBe(uploaded.url?.replace(`uploaded-${index}`, `rendered-${index}`))
      expect((await mediaFile(rendered.filename)).equals(await mediaFile(uploaded.filename)), `${index}`).toBe(true)
      for (const name of ['thumbnail', 'card'] as const) {
        const [mine, theirs] = [rendered.sizes?.[name], uploaded.sizes?.[name]]
        expect(mine?.filename).toBe(theirs?.filename?.replace(`uploaded-${index}`, `rendered-${index}`))
        expect((await mediaFile(mine?.filename)).equals(await mediaFile(theirs?.filename)), `${index} ${name}`).toBe(
          true,
        )
      }
    }
  }, 120_000)

  it('at the lower encoder effort of the seed, are the same pictures in files a few percent larger', async () => {
    const { renderMediaFiles, UPLOAD_WEBP_EFFORT } = await import('@/lib/synthetic-content/media-files')
    for (const [index, svg] of (await samplePictures()).entries()) {
      const [seeded, uploaded] = await Promise.all([renderMediaFiles(svg), renderMediaFiles(svg, UPLOAD_WEBP_EFFORT)])
      for (const [which, mine, theirs] of [
        ['original', seeded.original, uploaded.original],
        ...seeded.sizes.map(({ name, file }, at) => [name, file, uploaded.sizes[at]?.file] as const),
      ] as const) {
        expect([mine.width, mine.height], `${index} ${which}`).toEqual([theirs?.width, theirs?.height])
        expect(await psnr(mine.data, theirs?.data ?? Buffer.alloc(0)), `${index} ${which}`).toBeGreaterThan(40)
        expect(mine.data.length, `${index} ${which}`).toBeLessThan((theirs?.data.length ?? 0) * 1.3)
      }
    }
  })

  it('refuses a media document that names no stored file', async () => {
    const create = (data: Record<string, unknown>) =>
      payload.create({ collection: 'media', overrideAccess: true, data: { alt: 'no file', ...data } })
    await expect(create({})).rejects.toThrow(/No files were uploaded/)
    await expect(create({ filename: 'never-written.webp', mimeType: 'image/webp' })).rejects.toThrow(
      /No files were uploaded/,
    )
  })
})
