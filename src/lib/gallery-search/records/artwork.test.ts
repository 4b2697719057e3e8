import { describe, expect, it } from 'vitest'
import { artwork } from '@/lib/search/testing/artwork-fixtures'
import { artworkRecordSchema, type ArtworkRecord } from './artwork'

describe('artworkRecordSchema', () => {
  it('accepts the engine tests’ artwork fixtures, which are typed as records too', () => {
    const fixture: ArtworkRecord = artwork({
      named_tags: { ...artwork().named_tags, algolia_at_the_loft: 'Ready for Pick-up' },
    })
    expect(artworkRecordSchema.parse(fixture)).toEqual(fixture)
  })

  it('rejects a record without its price or availability', () => {
    expect(artworkRecordSchema.safeParse({ ...artwork(), variants_min_price: undefined }).success).toBe(false)
    expect(artworkRecordSchema.safeParse({ ...artwork(), named_tags: {} }).success).toBe(false)
  })
})
