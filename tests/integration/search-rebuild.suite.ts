import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { artworkRecord } from '@/lib/gallery-search/mappers/artwork'
import { artistRecord } from '@/lib/gallery-search/mappers/content'
import { readAllRecords } from '@/lib/gallery-search/server/rebuild'
import { createTestArtist, createTestArtwork } from './catalog-fixtures'

/**
 * The start-up rebuild reads artworks and artists with plain SQL; this holds it to the records the
 * Local API documents map to, field for field, on whichever database the suite runs on.
 */
export function searchRebuildSuite(cms: () => Payload) {
  describe('search index rebuild', () => {
    it('reads the same published records as the Local API, and no draft', async () => {
      const payload = cms()
      const studio = await createTestArtist(payload, 'Rebuild', 'Studio')
      await payload.update({
        collection: 'artists',
        id: studio,
        data: { studioName: 'North Light Studio', location: 'Leeds' },
      })
      const draftArtist = await payload.create({
        collection: 'artists',
        draft: true,
        data: {
          firstName: 'Draft',
          lastName: 'Person',
          slug: 'draft-person',
          joinedAt: new Date().toISOString(),
          _status: 'draft',
        },
      })
      const onRequest = await createTestArtwork(payload, {
        title: 'Rebuild On Request',
        artist: studio,
        medium: 'sculpture-objects',
        prices: [1800, 2400],
      })
      await payload.update({
        collection: 'artworks',
        id: onRequest.id,
        data: { priceUponRequest: true, readyForPickup: true, featured: true, materials: 'Bronze' },
      })
      const edited = await createTestArtwork(payload, {
        title: 'Rebuild Published Title',
        artist: studio,
        medium: 'print',
        prices: [300],
      })
      await payload.update({
        collection: 'artworks',
        id: edited.id,
        draft: true,
        data: { title: 'Rebuild Unpublished Edit' },
      })
      await createTestArtwork(payload, {
        title: 'Rebuild Draft Only',
        artist: draftArtist.id,
        medium: 'drawing',
        prices: [90],
        status: 'draft',
      })
      await createTestArtwork(payload, {
        title: 'Rebuild Work Of A Draft Artist',
        artist: draftArtist.id,
        medium: 'painting',
        prices: [120],
      })
      await createTestArtwork(payload, {
        title: 'Rebuild Sold',
        artist: studio,
        medium: 'photography',
        prices: [500],
        availability: 'Sold Out',
      })

      const lean = await readAllRecords(payload)
      const published = { _status: { equals: 'published' } } as const
      const [artworks, artists] = await Promise.all([
        payload.find({
          collection: 'artworks',
          where: { ...published, 'artist._status': { equals: 'published' } },
          draft: false,
          depth: 1,
          pagination: false,
          sort: 'id',
          overrideAccess: true,
        }),
        payload.find({
          collection: 'artists',
          where: published,
          draft: false,
          depth: 1,
          pagination: false,
          sort: 'id',
          overrideAccess: true,
        }),
      ])
      expect(lean.artworks).toEqual(artworks.docs.map(artworkRecord))
      expect(lean.artists).toEqual(artists.docs.map(artistRecord))

      const titles = lean.artworks.map((hit) => hit.title)
      expect(titles).toContain('Rebuild Published Title')
      expect(titles).not.toContain('Rebuild Unpublished Edit')
      expect(titles).not.toContain('Rebuild Draft Only')
      expect(titles).not.toContain('Rebuild Work Of A Draft Artist')
      expect(lean.artists.map((artist) => artist.name)).not.toContain('Draft Person')
      expect(lean.artworks.map((hit) => hit.vendor)).not.toContain('Draft Person')
      expect(lean.artworks.find((hit) => hit.title === 'Rebuild On Request')).toMatchObject({
        vendor: 'North Light Studio',
        featured: true,
        named_tags: { algolia_at_the_loft: expect.any(String) },
        meta: { artwork: { data: JSON.stringify({ priceUponRequest: true }) } },
      })
    })
  })
}
