import { describe, expect, it } from 'vitest'
import { layoutOf, planPages } from './pages'

const plans = planPages('hello@example.org')
const refs = { collectionId: (slug: string) => (slug === 'focus' ? 7 : undefined) }
const layoutAt = (path: string) => {
  const plan = plans.find((page) => page.path === path)
  if (!plan) throw new Error(`no plan for ${path}`)
  return layoutOf(plan, refs)
}

describe('page layouts', () => {
  it('opens the home page with its header, then the five rails', () => {
    expect(layoutAt('/').map((block) => block.blockType)).toEqual([
      'sectionHeader',
      'artworkRail',
      'artworkRail',
      'collectionRail',
      'exhibitionRail',
      'journalRail',
      'richText',
    ])
  })

  it('puts the FAQ accordion on /faqs and the ready-to-hang notice on the gallery page', () => {
    expect(layoutAt('/faqs').some((block) => block.blockType === 'faqAccordion')).toBe(true)
    expect(layoutAt('/the-gallery').some((block) => block.blockType === 'readyToHang')).toBe(true)
  })

  it('resolves a collection rail to the seeded id, and drops it when the collection is missing', () => {
    expect(layoutAt('/gift-guide')).toContainEqual(
      expect.objectContaining({ blockType: 'artworkRail', source: 'collection', collection: 7 }),
    )
    const plan = plans.find((page) => page.path === '/gift-guide')
    const withoutCollections = plan ? layoutOf(plan, { collectionId: () => undefined }) : []
    expect(withoutCollections.some((block) => block.blockType === 'artworkRail')).toBe(false)
  })
})
