import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { artworkCardFromDoc } from '@/lib/catalog/artwork-card'
import { ARTWORK_CARD_FIELDS, CARD_POPULATE, EXHIBITION_CARD_FIELDS } from '@/lib/cms/card-fields'
import { imageRef } from '@/lib/cms/media'
import { createTestArtist, createTestArtwork, uploadTestImage } from './catalog-fixtures'

// The two ways the storefront reads: a visitor's (published, through access control) and a preview holder's.
const READS = {
  visitor: { overrideAccess: false, draft: false },
  preview: { overrideAccess: true, draft: true },
} as const

/**
 * Pages read only the fields their cards show; this holds those reads to what a whole document would show,
 * so a field a card needs cannot go missing from its select without a test noticing.
 */
export function cardReadsSuite(cms: () => Payload) {
  describe('card reads', () => {
    it('make the same artwork card as the whole document, for visitors and preview holders', async () => {
      const payload = cms()
      const artist = await createTestArtist(payload, 'Card', 'Reader')
      await payload.update({ collection: 'artists', id: artist, data: { studioName: 'Reading Room' } })
      const artwork = await createTestArtwork(payload, {
        title: 'Slim Read',
        artist,
        medium: 'print',
        prices: [300, 450],
      })
      for (const [who, mode] of Object.entries(READS)) {
        const where = { id: { equals: artwork.id } }
        const whole = await payload.find({ collection: 'artworks', where, depth: 1, ...mode })
        const card = await payload.find({
          collection: 'artworks',
          where,
          depth: 1,
          pagination: false,
          select: ARTWORK_CARD_FIELDS,
          populate: CARD_POPULATE,
          ...mode,
        })
        const [wholeDoc] = whole.docs
        const [cardDoc] = card.docs
        if (!wholeDoc || !cardDoc) throw new Error(`${who}: the artwork was not read`)
        expect(artworkCardFromDoc(cardDoc), who).toEqual(artworkCardFromDoc(wholeDoc))
        expect(artworkCardFromDoc(cardDoc).artistName, who).toBe('Reading Room')
        expect(artworkCardFromDoc(cardDoc).image?.url, who).toMatch(/\.webp$/)
        expect(cardDoc, who).not.toHaveProperty('description')
      }
    })

    it('derive an exhibition card’s state from the dates they read with it', async () => {
      const payload = cms()
      const thumbnail = await uploadTestImage(payload, 'Card read opening')
      const day = 24 * 60 * 60 * 1000
      const exhibition = await payload.create({
        collection: 'exhibitions',
        data: {
          title: 'Now Showing',
          slug: 'now-showing',
          category: 'Exhibitions',
          thumbnail: thumbnail.id,
          startDate: new Date(Date.now() - day).toISOString(),
          endDate: new Date(Date.now() + 30 * day).toISOString(),
          _status: 'published',
        },
      })
      const { docs } = await payload.find({
        collection: 'exhibitions',
        where: { id: { equals: exhibition.id } },
        pagination: false,
        select: EXHIBITION_CARD_FIELDS,
        populate: CARD_POPULATE,
        ...READS.visitor,
      })
      expect(docs[0]?.state).toBe('On View')
      expect(imageRef(docs[0]?.thumbnail)).toMatchObject({
        alt: 'Card read opening',
        url: expect.stringMatching(/\.webp$/),
      })
    })
  })
}
