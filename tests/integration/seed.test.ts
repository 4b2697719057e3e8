import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AVAILABILITY,
  EXHIBITION_CATEGORIES,
  MEDIUMS,
  ORIENTATIONS,
  SIZE_BUCKETS,
  STORY_CATEGORIES,
} from '@/lib/catalog/taxonomy'
import { CMS_PAGE_PATHS } from '@/lib/navigation/advisory'
import { MENU_COLLECTIONS } from '@/lib/navigation/collections-menu'
import type { SeedReport } from '@/lib/seed'
import { ARTIST_COUNT } from '@/lib/seed/plan-artists'
import { ARTWORK_COUNT } from '@/lib/seed/plan-artworks'
import type { Artwork } from '@/payload-types'
import { startCms, stopCms, temporarySqliteUrl } from './cms-instance'
import { seededCopyAgreements } from './seed-copy.suite'

/** The demo gallery on a fresh SQLite file: what a visitor of a new install sees. */
describe('demo gallery seed', () => {
  let payload: Payload
  let first: SeedReport
  let artworks: Artwork[]
  const all = { overrideAccess: true, pagination: false, depth: 0 } as const

  const databaseUrl = temporarySqliteUrl()

  beforeAll(async () => {
    payload = await startCms(databaseUrl)
    const { isGalleryEmpty, seedDemoGallery } = await import('@/lib/seed')
    expect(await isGalleryEmpty(payload)).toBe(true)
    first = await seedDemoGallery(payload)
    console.info(`seeded in ${(first.durationMs / 1000).toFixed(1)} s`, first.created)
    artworks = (await payload.find({ collection: 'artworks', ...all })).docs
  }, 600_000)

  afterAll(async () => {
    await stopCms(payload, databaseUrl)
  })

  const values = <T>(pick: (work: Artwork) => T) => new Set(artworks.map(pick))
  const minPrice = (work: Artwork) => Math.min(...work.variants.map((variant) => variant.price))
  const maxPrice = (work: Artwork) => Math.max(...work.variants.map((variant) => variant.price))

  it('creates a full, published catalog', async () => {
    const { isGalleryEmpty } = await import('@/lib/seed')
    expect(await isGalleryEmpty(payload)).toBe(false)
    expect(artworks.length).toBeGreaterThanOrEqual(ARTWORK_COUNT)
    expect(artworks.every((work) => work._status === 'published')).toBe(true)
    expect(artworks.every((work) => work.images.length >= 2)).toBe(true)
    const counts = await Promise.all(
      (['artists', 'collections', 'exhibitions', 'journal'] as const).map(
        async (collection) => (await payload.count({ collection, overrideAccess: true })).totalDocs,
      ),
    )
    const [artists = 0, collections = 0, exhibitions = 0, stories = 0] = counts
    expect(artists).toBeGreaterThanOrEqual(ARTIST_COUNT)
    expect(collections).toBeGreaterThanOrEqual(12)
    expect(exhibitions).toBeGreaterThanOrEqual(12)
    expect(stories).toBeGreaterThanOrEqual(15)
  })

  it('covers every medium, availability, size bucket and orientation', () => {
    expect(values((work) => work.medium)).toEqual(new Set(MEDIUMS.map((medium) => medium.slug)))
    expect(values((work) => work.availability)).toEqual(new Set(AVAILABILITY))
    expect(values((work) => work.sizeBucket)).toEqual(new Set(SIZE_BUCKETS.map((bucket) => bucket.value)))
    expect(values((work) => work.orientation)).toEqual(new Set(ORIENTATIONS))
  })

  it('has works in every price preset and the card states', () => {
    const presets = [
      [0, 350],
      [350, 800],
      [800, 1500],
      [1500, 2000],
      [2000, 50_000],
    ] as const
    for (const [min, max] of presets) {
      expect(
        artworks.some((work) => minPrice(work) >= min && minPrice(work) < max),
        `${min}-${max}`,
      ).toBe(true)
    }
    expect(artworks.every((work) => maxPrice(work) <= 50_000)).toBe(true)
    expect(artworks.filter((work) => minPrice(work) < maxPrice(work)).length).toBeGreaterThan(100)
    expect(artworks.some((work) => work.inventory === 0)).toBe(true)
    for (const flag of ['priceUponRequest', 'customCommission', 'featured', 'readyForPickup'] as const) {
      expect(
        artworks.some((work) => work[flag]),
        flag,
      ).toBe(true)
    }
  })

  it('describes images for screen readers', async () => {
    const work = await payload.findByID({
      collection: 'artworks',
      id: artworks[0]?.id ?? 0,
      overrideAccess: true,
      depth: 1,
    })
    const [front] = work.images
    const artist = work.artist
    expect(
      typeof front === 'object' &&
        typeof artist === 'object' &&
        front.alt.startsWith(`${work.title} by ${artist.displayName}`),
    ).toBe(true)
    expect(typeof front === 'object' && front.mimeType).toBe('image/webp')
  })

  it('creates every menu collection, collaborative ones with their exhibitors', async () => {
    const { docs } = await payload.find({ collection: 'collections', ...all })
    for (const entry of MENU_COLLECTIONS) {
      expect(docs.find((doc) => doc.slug === entry.slug)?.title, entry.slug).toBe(entry.title)
    }
    const collaborative = docs.filter((doc) => doc.category === 'Collaborative')
    expect(collaborative.length).toBeGreaterThanOrEqual(3)
    expect(collaborative.every((doc) => Boolean(doc.exhibitors))).toBe(true)
    for (const doc of docs) {
      expect(doc.artworks?.length ?? 0, doc.slug).toBeGreaterThanOrEqual(8)
      expect(doc.artworks?.length ?? 0, doc.slug).toBeLessThanOrEqual(30)
    }
  })

  it('fills every exhibition category and state, and every story category', async () => {
    const exhibitions = (await payload.find({ collection: 'exhibitions', ...all })).docs
    expect(new Set(exhibitions.map((doc) => doc.category))).toEqual(new Set(EXHIBITION_CATEGORIES))
    for (const state of ['On View', 'Upcoming', 'Past'] as const) {
      expect(exhibitions.filter((doc) => doc.state === state).length, state).toBeGreaterThanOrEqual(3)
    }
    const stories = (await payload.find({ collection: 'journal', ...all })).docs
    expect(new Set(stories.map((doc) => doc.category))).toEqual(new Set(STORY_CATEGORIES))
  })

  it('creates a page for every CMS path, each opening with a section header', async () => {
    const pages = (await payload.find({ collection: 'pages', ...all })).docs
    for (const path of CMS_PAGE_PATHS) {
      const page = pages.find((doc) => doc.path === path)
      expect(page?.layout[0]?.blockType, path).toBe('sectionHeader')
      expect(
        page?.layout.slice(1).some((block) => block.blockType === 'richText'),
        path,
      ).toBe(true)
    }
  })

  it('switches on the promo banner and saved artworks', async () => {
    const settings = await payload.findGlobal({ slug: 'settings', overrideAccess: true })
    expect(settings.promoBanner?.enabled).toBe(true)
    expect(settings.promoBanner?.body?.root.children.length).toBeGreaterThan(0)
    expect(settings.accessibilityWidget?.enabled).toBe(false)
    expect(settings.featureFlags).toMatchObject({ savedArtworks: true, seasonalGiftGuide: false, tracking: false })
  })

  it('lets the demo editor and the demo collector sign in', async () => {
    const { demoAccounts } = await import('@/lib/seed/accounts')
    const { editor, customer } = demoAccounts()
    const staff = await payload.login({ collection: 'users', data: editor })
    expect(staff.token).toBeTruthy()
    expect(staff.user?.role).toBe('editor')
    const collector = await payload.login({ collection: 'customers', data: customer, depth: 0 })
    expect(collector.user?.artworks).toHaveLength(3)
    expect(collector.user?.artists).toHaveLength(2)
  })

  seededCopyAgreements(() => ({ payload, artworks }))

  it('adds nothing when run again', async () => {
    const { seedDemoGallery } = await import('@/lib/seed')
    const mediaBefore = (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs
    const second = await seedDemoGallery(payload)
    expect(second.created).toEqual({})
    expect(second.skipped.artworks).toBe(first.created.artworks)
    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(mediaBefore)
    expect((await payload.count({ collection: 'artworks', overrideAccess: true })).totalDocs).toBe(artworks.length)
  })
})
