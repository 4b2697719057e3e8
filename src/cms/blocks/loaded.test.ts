import { describe, expect, it } from 'vitest'
import { placeBlocks } from './loaded'

describe('placeBlocks', () => {
  it("makes the first section header the page's h1 and marks the first rail as leading the page", () => {
    const placed = placeBlocks([
      { id: 'a', blockType: 'richText' },
      { id: 'b', blockType: 'sectionHeader' },
      { id: null, blockType: 'journalRail' },
      { id: 'd', blockType: 'sectionHeader' },
      { id: 'e', blockType: 'artworkRail' },
    ])
    expect(placed.map(({ place }) => place)).toEqual([
      { id: 'block-a', headingLevel: 'h2', leadsPage: false },
      { id: 'block-b', headingLevel: 'h1', leadsPage: false },
      { id: 'block-2', headingLevel: 'h2', leadsPage: true },
      { id: 'block-d', headingLevel: 'h2', leadsPage: false },
      { id: 'block-e', headingLevel: 'h2', leadsPage: false },
    ])
  })
})
