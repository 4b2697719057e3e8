import { describe, expect, it } from 'vitest'
import { exhibitionState } from '@/lib/catalog/exhibition-state'
import { EXHIBITION_CATEGORIES, STORY_CATEGORIES } from '@/lib/catalog/taxonomy'
import { CMS_PAGE_PATHS } from '@/lib/navigation/advisory'
import { MENU_COLLECTIONS } from '@/lib/navigation/collections-menu'
import { shopLinks } from '@/lib/shop/links'
import { pickWorks } from './collections'
import { daysFrom, today } from '@/lib/synthetic-content/dates'
import { planPages } from './pages'
import { planArtists } from './plan-artists'
import { planArtworks } from './plan-artworks'
import { planCollections } from './plan-collections'
import { planExhibitions } from './plan-exhibitions'
import { planStories } from './plan-journal'

const artists = planArtists()
const works = planArtworks(artists)

describe('planned programme', () => {
  it('puts at least three exhibitions on view, upcoming and past, whatever the date', () => {
    for (const now of [new Date('2026-01-01T00:30:00Z'), new Date('2026-07-15T23:30:00Z')]) {
      const day = today(now)
      const plans = planExhibitions(artists, works)
      expect(new Set(plans.map((plan) => plan.category))).toEqual(new Set(EXHIBITION_CATEGORIES))
      const states = plans.map((plan) =>
        exhibitionState(
          {
            startDate: daysFrom(day, plan.startIn, 10),
            endDate: plan.endIn === undefined ? null : daysFrom(day, plan.endIn, 18),
          },
          now,
        ),
      )
      expect(states).toEqual(plans.map((plan) => plan.state))
      for (const state of ['On View', 'Upcoming', 'Past']) {
        expect(states.filter((s) => s === state).length).toBeGreaterThanOrEqual(3)
      }
    }
  })

  it('has every menu collection, each with 8 to 30 works', () => {
    const plans = planCollections()
    expect(plans.map((plan) => plan.slug)).toEqual(expect.arrayContaining(MENU_COLLECTIONS.map((entry) => entry.slug)))
    for (const plan of plans) {
      const picked = pickWorks(plan, works)
      expect(picked.length, plan.slug).toBeGreaterThanOrEqual(8)
      expect(picked.length, plan.slug).toBeLessThanOrEqual(30)
    }
  })

  it('writes stories in every category and a page for every CMS path', () => {
    expect(new Set(planStories(works).map((story) => story.category))).toEqual(new Set(STORY_CATEGORIES))
    const pages = planPages({ supportEmail: 'hello@example.org', shop: shopLinks(), works })
    expect(pages.map((page) => page.path).sort()).toEqual([...CMS_PAGE_PATHS].sort())
    for (const page of pages) {
      expect(page.header.ctasCollection?.length ?? 0, page.path).toBeGreaterThan(0)
      expect(page.body.length, page.path).toBeGreaterThan(0)
    }
  })
})
