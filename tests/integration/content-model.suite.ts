import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, type ApiClient } from './api-client'
import { cardReadsSuite } from './card-reads.suite'
import { createTestArtist, createTestArtwork, uploadTestImage } from './catalog-fixtures'
import { customerAccountsSuite } from './customer-accounts.suite'
import { startCms, stopCms } from './cms-instance'
import { customerCallsSuite } from './customer-calls.suite'
import { newsletterSuite } from './newsletter.suite'
import { recentlyViewedSuite } from './recently-viewed.suite'
import { searchQueriesSuite } from './search-queries.suite'
import { searchRebuildSuite } from './search-rebuild.suite'

/** The content model's promises, run against whichever database the URL names. */
export function contentModelSuite(databaseUrl: () => string) {
  let payload: Payload
  let artistId: number
  let url: string
  let api: ApiClient

  beforeAll(async () => {
    url = databaseUrl()
    payload = await startCms(url)
    api = await apiClient()
    artistId = await createTestArtist(payload, 'Ada', 'Lowe', { location: 'Hudson, NY' })
  })

  afterAll(async () => {
    await stopCms(payload, url)
  })

  const createArtwork = (title: string, status: 'draft' | 'published', width: number, height: number) =>
    createTestArtwork(payload, {
      title,
      artist: artistId,
      medium: 'painting',
      prices: [900, 1200],
      status,
      dimensions: { width, height },
    })

  describe('artworks', () => {
    it('derives orientation and size bucket from the dimensions', async () => {
      const artwork = await createArtwork('Wide Field', 'published', 36, 24)
      expect(artwork.handle).toBe('wide-field')
      expect(artwork.orientation).toBe('Horizontal')
      expect(artwork.sizeBucket).toBe('Large')
    })

    it('shows visitors published works only, and staff the drafts too', async () => {
      await createArtwork('Hidden Draft', 'draft', 10, 10)
      const visitor = await payload.find({
        collection: 'artworks',
        overrideAccess: false,
        where: { title: { equals: 'Hidden Draft' } },
      })
      expect(visitor.totalDocs).toBe(0)
      const staff = await payload.find({
        collection: 'artworks',
        draft: true,
        where: { title: { equals: 'Hidden Draft' } },
      })
      expect(staff.totalDocs).toBe(1)
    })

    it('rejects an artwork with a single image', async () => {
      const only = await uploadTestImage(payload, 'Lonely')
      await expect(
        payload.create({
          collection: 'artworks',
          data: {
            title: 'One Image',
            handle: 'one-image',
            artist: artistId,
            medium: 'print',
            images: [only.id],
            variants: [{ title: 'Original', price: 100 }],
            inventory: 1,
            availability: 'Available',
            dimensions: { width: 8, height: 10 },
          },
        }),
      ).rejects.toThrow()
    })
  })

  describe('customers', () => {
    it('lets a customer read and change only their own record', async () => {
      const alice = await payload.create({
        collection: 'customers',
        data: { email: 'alice@example.test', password: 'alice-password-1' },
      })
      const bob = await payload.create({
        collection: 'customers',
        data: { email: 'bob@example.test', password: 'bob-password-1' },
      })
      const asAlice = { overrideAccess: false, user: { ...alice, collection: 'customers' as const } }

      const visible = await payload.find({ collection: 'customers', ...asAlice })
      expect(visible.docs.map((doc) => doc.email)).toEqual(['alice@example.test'])
      await expect(
        payload.update({ collection: 'customers', id: bob.id, data: { firstName: 'Mallory' }, ...asAlice }),
      ).rejects.toThrow()
      const renamed = await payload.update({
        collection: 'customers',
        id: alice.id,
        data: { firstName: 'Alice' },
        ...asAlice,
      })
      expect(renamed.firstName).toBe('Alice')
    })

    it('keeps customers out of the admin and out of staff records', async () => {
      const carol = await payload.create({
        collection: 'customers',
        data: { email: 'carol@example.test', password: 'carol-password-1' },
      })
      await expect(
        payload.find({ collection: 'users', overrideAccess: false, user: { ...carol, collection: 'customers' } }),
      ).rejects.toThrow(/not allowed/)
    })
  })

  describe('exhibitions', () => {
    it('derives the state from the dates', async () => {
      const thumbnail = await uploadTestImage(payload, 'Opening night')
      const day = 24 * 60 * 60 * 1000
      const exhibition = await payload.create({
        collection: 'exhibitions',
        data: {
          title: 'Soft Light',
          slug: 'soft-light',
          category: 'Exhibitions',
          thumbnail: thumbnail.id,
          startDate: new Date(Date.now() + 10 * day).toISOString(),
          endDate: new Date(Date.now() + 40 * day).toISOString(),
          _status: 'published',
        },
      })
      expect(exhibition.state).toBe('Upcoming')
    })
  })

  describe('settings', () => {
    it('has every optional part switched off by default', async () => {
      const settings = await payload.findGlobal({ slug: 'settings' })
      expect(settings.promoBanner?.enabled).toBe(false)
      expect(settings.accessibilityWidget?.enabled).toBe(false)
      expect(settings.featureFlags?.tracking).toBe(false)
    })
  })

  searchRebuildSuite(() => payload)
  cardReadsSuite(() => payload)
  customerCallsSuite(
    () => payload,
    () => api,
  )
  recentlyViewedSuite(() => payload)
  newsletterSuite(() => payload)
  customerAccountsSuite(() => payload)
  searchQueriesSuite(() => payload)
}
