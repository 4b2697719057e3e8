import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportReport } from '@/lib/import'
import { createStorefrontClient } from '@/lib/shopify/client'
import { StorefrontError } from '@/lib/shopify/errors'
import type { ShopifyImportOptions } from '@/lib/shopify/import/run'
import { FAKE_CATALOG, FAKE_CATALOG_VALID } from '@/lib/shopify/testing/catalog'
import { FAKE_STOREFRONT_TOKEN, startFakeStorefront, type FakeStorefront } from '@/lib/shopify/testing/fake-storefront'
import type { Artwork } from '@/payload-types'
import { startCms, stopCms } from './cms-instance'

const SHOPIFY_WORKS = { sourceUid: { like: 'shopify:' } } as const
/** Pictures of the valid products: every product's own, none for the commission (it gets placeholders). */
const PRODUCT_PICTURES = 12
const THROTTLED = {
  requestedQueryCost: 60,
  throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 10, restoreRate: 50 },
}

/**
 * `npm run import:shopify`'s work against the local fake store: an interrupted run, a resumed one through a
 * throttled page and a broken picture, then runs that change nothing; the mapping of each product.
 */
export function shopifyImportSuite(databaseUrl: () => string) {
  describe('Shopify product import', () => {
    let payload: Payload
    let fake: FakeStorefront
    let url: string
    const warnings: string[] = []
    const sleeps: number[] = []
    let interruption: unknown
    const reports: ImportReport[] = []

    const run = async (options: Partial<ShopifyImportOptions> = {}) => {
      const { importShopifyProducts } = await import('@/lib/shopify/import/run')
      const sleep = async (ms: number) => void sleeps.push(ms)
      const client = createStorefrontClient({ origin: fake.origin, token: FAKE_STOREFRONT_TOKEN, sleep })
      return importShopifyProducts(payload, {
        client,
        pageSize: 3,
        batchSize: 2,
        warn: (line) => warnings.push(line),
        ...options,
      })
    }
    const works = async () =>
      (
        await payload.find({
          collection: 'artworks',
          where: SHOPIFY_WORKS,
          overrideAccess: true,
          pagination: false,
          depth: 1,
          sort: 'handle',
        })
      ).docs
    const snapshot = async () => ({
      works: (await works()).map((work) => [work.handle, work.updatedAt, work.images.length]),
      media: (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs,
      artists: (await payload.count({ collection: 'artists', overrideAccess: true })).totalDocs,
    })

    beforeAll(async () => {
      url = databaseUrl()
      fake = await startFakeStorefront(FAKE_CATALOG)
      payload = await startCms(url)
      fake.answerNext({ status: 503, body: 'try later', contentType: 'text/plain' }, { after: 1 })
      interruption = await run().then(
        () => null,
        (error: unknown) => error,
      )
      fake.breakImagesOf('paper-tide')
      fake.throttle(THROTTLED)
      reports.push(await run())
      fake.repairImagesOf('paper-tide')
      reports.push(await run())
    }, 300_000)

    afterAll(async () => {
      await fake?.close()
      await stopCms(payload, url)
    })

    it('stops on a store that fails mid-way with what it had written kept, and resumes from there', async () => {
      expect(interruption).toBeInstanceOf(StorefrontError)
      expect(interruption).toMatchObject({ kind: 'http', status: 503 })
      const [resumed, repaired] = reports
      // Page 1 held three products; the first batch of two was written before page 2 failed.
      expect(resumed?.artworks).toMatchObject({ read: 9, created: 4, skipped: 2, bad: 3, missing: 0 })
      expect(repaired?.artworks).toMatchObject({ read: 9, created: 1, skipped: 6, bad: 2, missing: 0 })
      expect(await works()).toHaveLength(FAKE_CATALOG_VALID)
    })

    it('waits out a throttled page as Shopify asks and reports refused products where they are', () => {
      expect(sleeps).toEqual([1000])
      expect(warnings).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^page 3, product 2: skipped: .*no variants/),
          expect.stringMatching(/^page 3, product 3: skipped: .*handle/),
          expect.stringMatching(/^page 3, product 1: not imported: picture .*paper-tide-0\.png answered 404/),
        ]),
      )
    })

    it('changes nothing on a run over an imported store, and never downloads a picture twice', async () => {
      const before = await snapshot()
      const again = await run()
      expect(again.artworks).toMatchObject({ read: 9, created: 0, skipped: FAKE_CATALOG_VALID, bad: 2, missing: 0 })
      expect(again.artists.created).toBe(0)
      expect(await snapshot()).toEqual(before)
      const pictures = await payload.find({
        collection: 'media',
        where: { filename: { like: 'shopify-' } },
        overrideAccess: true,
        pagination: false,
      })
      expect(pictures.docs.map((doc) => doc.filename).sort()).toEqual(
        [...new Set(pictures.docs.map((doc) => doc.filename))].sort(),
      )
      expect(pictures.totalDocs).toBe(PRODUCT_PICTURES)
    })

    it('maps title, handle, vendor, product type, pictures, variants and named tags onto artworks', async () => {
      const byHandle = new Map((await works()).map((work) => [work.handle, work]))
      const get = (handle: string): Artwork => {
        const work = byHandle.get(handle)
        if (!work) throw new Error(`${handle} was not imported`)
        return work
      }
      const artistName = (work: Artwork) => (typeof work.artist === 'object' ? work.artist.displayName : null)
      const alt = (work: Artwork, index: number) => {
        const image = work.images[index]
        return typeof image === 'object' ? image.alt : undefined
      }

      const harbour = get('harbour-at-dusk')
      expect(harbour).toMatchObject({
        title: 'Harbour at Dusk',
        medium: 'painting',
        availability: 'Available',
        orientation: 'Horizontal',
        sizeBucket: 'Medium',
        _status: 'published',
      })
      expect(harbour.variants.map(({ title, price }) => ({ title, price }))).toEqual([
        { title: 'Unframed', price: 1200 },
        { title: 'Framed', price: 1450 },
      ])
      expect(harbour.inventory).toBe(1)
      expect(artistName(harbour)).toBe('Mara Holm')
      expect(alt(harbour, 0)).toBe('A harbour at dusk, in oil')
      expect(alt(harbour, 1)).toBe('Harbour at Dusk by Mara Holm')

      const study = get('quiet-study-no-4')
      expect(study).toMatchObject({
        medium: 'drawing',
        availability: 'On Hold',
        sizeBucket: 'Small',
        orientation: 'Vertical',
      })
      expect(study.images).toHaveLength(2)

      expect(get('salt-flats-edition')).toMatchObject({
        medium: 'photography',
        readyForPickup: true,
        sizeBucket: 'Large',
      })
      expect(get('salt-flats-edition').images).toHaveLength(3)
      expect(get('sold-by-stock')).toMatchObject({
        availability: 'Sold Out',
        inventory: 0,
      })
      expect(get('blue-vessel')).toMatchObject({
        medium: 'sculpture-objects',
        availability: 'Sold Out',
        orientation: 'Square',
      })
      expect(get('paper-tide')).toMatchObject({
        medium: 'mixed-media',
        sizeBucket: 'Extra-Large',
        orientation: 'Vertical',
      })

      const commission = get('commission-a-portrait')
      expect(commission).toMatchObject({ customCommission: true, availability: 'Available' })
      expect(alt(commission, 0)).toMatch(/^Placeholder image/)
      expect(artistName(commission)).toBe('Studio Alder & Co')

      const vendors = await payload.find({
        collection: 'artists',
        where: { sourceUid: { like: 'shopify-vendor:' } },
        overrideAccess: true,
        pagination: false,
      })
      expect(vendors.docs.map((artist) => artist.displayName).sort()).toEqual([
        'Ines Okafor',
        'Mara Holm',
        'Studio Alder & Co',
      ])
    })
  })
}
