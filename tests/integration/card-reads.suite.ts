import type { Payload, PayloadRequest, Where } from 'payload'
import { describe, expect, it } from 'vitest'
import { artworkCardFromDoc } from '@/lib/catalog/artwork-card'
import { exhibitionStateWhere } from '@/lib/catalog/exhibition-state-where'
import { EXHIBITION_STATES } from '@/lib/catalog/taxonomy'
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

    it('select by state on the database exactly the exhibitions whose dates give that state', async () => {
      const payload = cms()
      const thumbnail = await uploadTestImage(payload, 'Card read state')
      const day = 24 * 60 * 60 * 1000
      const at = (days: number) => new Date(Date.now() + days * day).toISOString()
      const spans: Array<[number, number | null]> = [
        [-30, -2], // past
        [-3, null], // a one-day event three days ago: past
        [-5, 20], // on view
        [0, null], // a one-day event today: on view until midnight
        [-0.01, 0], // ends today: on view until midnight
        [3, 10], // upcoming
      ]
      const ids = await Promise.all(
        spans.map(async ([start, end], index) => {
          const created = await payload.create({
            collection: 'exhibitions',
            data: {
              title: `State ${index}`,
              slug: `state-read-${index}`,
              category: 'Exhibitions',
              thumbnail: thumbnail.id,
              startDate: at(start),
              endDate: end === null ? null : at(end),
              _status: 'published',
            },
          })
          return created.id
        }),
      )
      const read = (where: Where, mode: (typeof READS)[keyof typeof READS]) =>
        payload.find({
          collection: 'exhibitions',
          where: { and: [{ id: { in: ids } }, where] },
          pagination: false,
          select: EXHIBITION_CARD_FIELDS,
          populate: CARD_POPULATE,
          ...mode,
        })
      for (const [who, mode] of Object.entries(READS)) {
        const all = await read({}, mode)
        for (const state of EXHIBITION_STATES) {
          const selected = await read(exhibitionStateWhere(state, new Date()), mode)
          const expected = all.docs.filter((doc) => doc.state === state).map((doc) => doc.id)
          expect(selected.docs.map((doc) => doc.id).sort(), `${who}: ${state}`).toEqual(expected.sort())
          expect(expected.length, `${who}: ${state}`).toBeGreaterThan(0)
        }
      }
    })

    it('read the same cards when a page render shares one request between its reads', async () => {
      const payload = cms()
      const read = (req?: Partial<PayloadRequest>) =>
        Promise.all(
          ['-publishedAt', '-featured'].map((sort) =>
            payload.find({
              collection: 'artworks',
              sort,
              limit: 8,
              pagination: false,
              select: ARTWORK_CARD_FIELDS,
              populate: CARD_POPULATE,
              ...READS.visitor,
              ...(req ? { req } : {}),
            }),
          ),
        )
      const [separate, shared] = [await read(), await read({})]
      expect(shared.map((result) => result.docs)).toEqual(separate.map((result) => result.docs))
      expect(separate[0]?.docs.length).toBeGreaterThan(0)
    })
  })
}
