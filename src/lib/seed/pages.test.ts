import { describe, expect, it } from 'vitest'
import { shopLinks } from '@/lib/shop/links'
import { layoutOf, planPages } from './pages'
import { planArtists } from './plan-artists'
import { planArtworks } from './plan-artworks'

const works = planArtworks(planArtists())
const plans = planPages({ supportEmail: 'hello@example.org', shop: shopLinks(), works })
const ids = new Map(works.map((work, index) => [work.handle, index + 1]))
const refs = { artworkId: (handle: string) => ids.get(handle) }
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

  it('puts the ready-to-hang notice only right under works ready for pick-up', () => {
    const ready = new Set(works.filter((work) => work.readyForPickup).map((work) => ids.get(work.handle)))
    for (const plan of plans) {
      const layout = layoutOf(plan, refs)
      layout.forEach((block, index) => {
        if (block.blockType !== 'readyToHang') return
        const above = layout[index - 1]
        const chosen = above?.blockType === 'artworkRail' && above.source === 'chosen' ? (above.artworks ?? []) : []
        expect(chosen.length, plan.path).toBeGreaterThan(0)
        for (const id of chosen) expect(ready.has(typeof id === 'number' ? id : id.id), plan.path).toBe(true)
      })
    }
  })

  it('resolves a chosen rail to the seeded ids, and drops it when none of its works was seeded', () => {
    expect(layoutAt('/gift-guide')).toContainEqual(
      expect.objectContaining({ blockType: 'artworkRail', source: 'chosen', artworks: expect.any(Array) }),
    )
    const plan = plans.find((page) => page.path === '/gift-guide')
    const withoutWorks = plan ? layoutOf(plan, { artworkId: () => undefined }) : []
    expect(withoutWorks.some((block) => block.blockType === 'artworkRail')).toBe(false)
  })
})
