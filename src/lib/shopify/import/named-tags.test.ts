import { describe, expect, it } from 'vitest'
import { namedTags } from './named-tags'

describe('named tags of a Shopify product', () => {
  it('reads availability, orientation, size and at-the-loft, with or without the algolia_ prefix', () => {
    expect(
      namedTags([
        'algolia_availability:On Hold',
        'orientation:vertical',
        'ALGOLIA_SIZE:extra-large',
        'algolia_at_the_loft:Ready for Pick-up',
        'coastal',
      ]),
    ).toEqual({ availability: 'On Hold', orientation: 'Vertical', size: 'Extra-Large', atTheLoft: true })
  })

  it('takes the shown label Sold for the index value Sold Out', () => {
    expect(namedTags(['algolia_availability:Sold']).availability).toBe('Sold Out')
    expect(namedTags(['algolia_availability:Sold Out']).availability).toBe('Sold Out')
  })

  it('leaves out unknown values and reads a false at-the-loft tag as not at the loft', () => {
    expect(namedTags(['algolia_size:Huge', 'algolia_orientation:Round', 'algolia_at_the_loft:false'])).toEqual({
      availability: undefined,
      orientation: undefined,
      size: undefined,
      atTheLoft: false,
    })
  })
})
