import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { inchesFromCm, orientationOf, sizeBucketOf } from '@/lib/catalog/dimensions'
import { MEDIUMS, SIZE_BUCKETS } from '@/lib/catalog/taxonomy'
import type { ImportOptions, ImportReport } from '@/lib/import'
import type { Artwork } from '@/payload-types'
import { startCms, stopCms, temporarySqliteUrl } from './cms-instance'

const FIXTURE = path.resolve(__dirname, '../fixtures/catalog')
const artworksFile = path.join(FIXTURE, 'artworks.jsonl')
const artistsFile = path.join(FIXTURE, 'artists.jsonl')

/** What the test needs of a good line; the broken ones fail this on purpose. */
const goodLine = z.object({
  uid: z.string(),
  title: z.string(),
  category: z.string(),
  classification: z.string(),
  width_cm: z.number().positive(),
  height_cm: z.number().positive(),
})
const validLines = readFileSync(artworksFile, 'utf8')
  .split('\n')
  .flatMap((text) => {
    try {
      const parsed = goodLine.safeParse(JSON.parse(text))
      return parsed.success ? [parsed.data] : []
    } catch {
      return []
    }
  })
const uniqueUids = new Set(validLines.map((line) => line.uid))

/** The fixture through the import: counts, mapping, idempotency, resume and bad lines. */
describe('catalog import', () => {
  let payload: Payload
  const databaseUrl = temporarySqliteUrl()
  const warnings: string[] = []
  const runs: ImportReport[] = []
  let artworks: Artwork[]

  const run = async (options: Partial<ImportOptions> = {}) => {
    const { importCatalog } = await import('@/lib/import')
    const report = await importCatalog(payload, {
      artworksFile,
      artistsFile,
      batchSize: 8,
      warn: (line) => warnings.push(line),
      ...options,
    })
    runs.push(report)
    return report
  }

  beforeAll(async () => {
    payload = await startCms(databaseUrl)
    await run({ limit: 18 })
    await run()
    artworks = (await payload.find({ collection: 'artworks', overrideAccess: true, pagination: false, depth: 0 })).docs
  }, 300_000)

  afterAll(async () => {
    await stopCms(payload, databaseUrl)
  })

  it('resumes a partial run and ends with exactly one published artwork per valid uid', async () => {
    const [partial, full] = runs
    expect(partial?.artworks.created).toBeGreaterThan(0)
    expect(partial?.artworks.created).toBeLessThan(uniqueUids.size)
    expect((partial?.artworks.created ?? 0) + (full?.artworks.created ?? 0)).toBe(uniqueUids.size)
    expect(full?.artworks.skipped).toBe((partial?.artworks.created ?? 0) + 1)
    expect(artworks).toHaveLength(uniqueUids.size)
    expect(new Set(artworks.map((work) => work.sourceUid))).toEqual(uniqueUids)
    expect(artworks.every((work) => work._status === 'published' && work.images.length >= 2)).toBe(true)
    const artists = await payload.count({ collection: 'artists', overrideAccess: true })
    expect(artists.totalDocs).toBe(36)
    expect(full?.artists.fromArtworks).toBe(1)
  })

  it('creates nothing when run again', async () => {
    const again = await run()
    expect(again.artworks).toEqual({ read: 37, created: 0, skipped: uniqueUids.size + 1, bad: 4, missing: 0 })
    expect(again.artists).toMatchObject({ read: 36, created: 0, skipped: 35, bad: 1, missing: 0 })
    expect((await payload.count({ collection: 'artworks', overrideAccess: true })).totalDocs).toBe(uniqueUids.size)
  })

  it('reports each bad line with its file and line number and skips it', () => {
    const reported = warnings
      .filter((line) => line.includes('artworks.jsonl:'))
      .map((line) => line.split(': ')[0]?.split(':').at(-1))
    expect(new Set(reported)).toEqual(new Set(['11', '23', '32', '38']))
    expect(warnings.some((line) => line.includes('artists.jsonl:4: skipped: display_name'))).toBe(true)
    expect(warnings.find((line) => line.includes(':32:'))).toContain('width_cm')
  })

  it('maps categories to the seven mediums', () => {
    const mediumOf = new Map(artworks.map((work) => [work.sourceUid, work.medium]))
    const expected: Record<string, string> = {
      Painting: 'painting',
      Drawing: 'drawing',
      Print: 'print',
      Photograph: 'photography',
      Sculpture: 'sculpture-objects',
      'Decorative Arts': 'sculpture-objects',
      Installation: 'installation',
      Media: 'installation',
      'Mixed Media': 'mixed-media',
      Book: 'mixed-media',
      Other: 'mixed-media',
    }
    for (const line of validLines) {
      const medium =
        line.category === 'Architecture'
          ? line.classification.includes('drawing')
            ? 'drawing'
            : 'sculpture-objects'
          : expected[line.category]
      expect(mediumOf.get(line.uid), `${line.uid} (${line.category})`).toBe(medium)
    }
    expect(new Set(mediumOf.values())).toEqual(new Set(MEDIUMS.map((medium) => medium.slug)))
  })

  it('converts centimetres to inches, from which the hook-derived size bucket and orientation follow', () => {
    const byUid = new Map(artworks.map((work) => [work.sourceUid, work]))
    for (const line of validLines) {
      const work = byUid.get(line.uid)
      const width = inchesFromCm(line.width_cm)
      const height = inchesFromCm(line.height_cm)
      expect(work?.dimensions).toMatchObject({ width, height })
      expect(work?.sizeBucket, line.uid).toBe(sizeBucketOf(width, height))
      expect(work?.orientation, line.uid).toBe(orientationOf(width, height))
    }
    expect(new Set(artworks.map((work) => work.sizeBucket))).toEqual(
      new Set(SIZE_BUCKETS.map((bucket) => bucket.value)),
    )
  })

  it('prices every work within the price range, some with a range of variants', () => {
    const prices = artworks.map((work) => work.variants.map((variant) => variant.price))
    expect(prices.every((list) => list.length >= 1 && Math.max(...list) <= 50_000 && Math.min(...list) > 0)).toBe(true)
    expect(prices.some((list) => Math.min(...list) < Math.max(...list))).toBe(true)
    expect(artworks.filter((work) => work.availability === 'Available').length).toBeGreaterThan(artworks.length / 2)
  })

  it('names people by first and last name and organisations by studio name', async () => {
    const { docs } = await payload.find({ collection: 'artists', overrideAccess: true, pagination: false, depth: 0 })
    const byUid = new Map(docs.map((artist) => [artist.sourceUid, artist]))
    expect(byUid.get('tate:558')).toMatchObject({
      firstName: 'Joseph Mallord William',
      lastName: 'Turner',
      studioName: null,
    })
    expect(docs.find((artist) => artist.displayName === 'Tiffany & Co.')?.studioName).toBe('Tiffany & Co.')
    expect(docs.every((artist) => typeof artist.featuredImage === 'number')).toBe(true)
  })

  it('feeds the search index once rebuilt', async () => {
    const { rebuildSearchIndexes } = await import('@/lib/gallery-search/server/rebuild')
    const counts = await rebuildSearchIndexes(payload)
    expect(counts.artworks).toBe(uniqueUids.size)
  })

  it('bulk-inserts exactly what a Local API create stores, version included', async () => {
    const [{ sqliteWriter }, { localWriter }, { planArtist }, { planArtwork }, schema] = await Promise.all([
      import('@/lib/import/sqlite-writer'),
      import('@/lib/import/local-writer'),
      import('@/lib/import/plan-artist'),
      import('@/lib/import/plan-artwork'),
      import('@/lib/import/schema'),
    ])
    const bulk = await sqliteWriter(payload)
    if (typeof bulk === 'string') throw new Error(bulk)
    const local = localWriter(payload)
    const [sample] = artworks
    const artistLine = schema.artistLineSchema.parse(JSON.parse(readFileSync(artistsFile, 'utf8').split('\n')[0] ?? ''))
    const artworkLine = schema.artworkLineSchema.parse(
      JSON.parse(readFileSync(artworksFile, 'utf8').split('\n')[0] ?? ''),
    )
    const media = { featuredImage: Number(sample?.images[0]), images: sample?.images.map(Number) ?? [] }

    // Two copies of one planned document under new uids: same fields, so any difference is the writer's.
    const artist = planArtist(artistLine).fields
    const artistAs = (uid: string) => ({
      ...artist,
      sourceUid: uid,
      slug: `${artist.slug}-${uid.slice(6)}`,
      featuredImage: media.featuredImage,
    })
    const [bulkArtist = 0] = await bulk.writeArtists([artistAs('check:bulk-artist')])
    // The Local API copy leaves the derived fields to the collection's hooks.
    const [localArtist = 0] = await local.writeArtists([{ ...artistAs('check:local-artist'), displayName: '' }])

    const { fields } = planArtwork(artworkLine)
    const artworkAs = (uid: string) => ({
      ...fields,
      sourceUid: uid,
      handle: `${fields.handle}-${uid.slice(6)}`,
      variants: fields.variants.map((variant, n) => ({ ...variant, id: `${uid}-${n}` })),
      artist: bulkArtist,
      images: media.images,
    })
    await bulk.writeArtworks([artworkAs('check:bulk-artwork')])
    await local.writeArtworks([{ ...artworkAs('check:local-artwork'), orientation: null, sizeBucket: null }])

    const read = async (collection: 'artists' | 'artworks', sourceUid: string, draft: boolean) => {
      const { docs } = await payload.find({
        collection,
        where: { sourceUid: { equals: sourceUid } },
        draft,
        depth: 0,
        overrideAccess: true,
      })
      const versions = await payload.findVersions({
        collection,
        where: { parent: { equals: docs[0]?.id } },
        depth: 0,
        overrideAccess: true,
      })
      return {
        doc: normalise(docs[0]),
        versions: versions.docs.map((v) => ({ latest: v.latest, version: normalise(v.version) })),
      }
    }
    for (const draft of [false, true]) {
      expect(await read('artists', 'check:bulk-artist', draft)).toEqual(
        await read('artists', 'check:local-artist', draft),
      )
      expect(await read('artworks', 'check:bulk-artwork', draft)).toEqual(
        await read('artworks', 'check:local-artwork', draft),
      )
    }
    expect(localArtist).toBeGreaterThan(bulkArtist)
  })
})

/** A document without what differs between two copies: ids, timestamps, uids and the URL segments made from them. */
function normalise(doc: object | undefined): unknown {
  const differing = new Set(['id', 'createdAt', 'updatedAt', 'sourceUid', 'slug', 'handle', 'parent'])
  return JSON.parse(JSON.stringify(doc ?? null), (key, value: unknown) => (differing.has(key) ? undefined : value))
}
