import { unitsOfWork } from '@/lib/catalog/units-of-work'
import { cardState } from '@/lib/catalog/price-label'
import { CUSTOM_COMMISSION } from '@/lib/catalog/taxonomy'
import type { ArtworkPlan } from './plan-artworks'

const prices = (work: ArtworkPlan) => work.variants.map((variant) => variant.price)

/** Priced and for sale today, by the same rule the artwork card uses: its state is a price. */
function buyable(work: ArtworkPlan): boolean {
  const state = cardState({
    availability: work.availability,
    inventoryCount: unitsOfWork(work.variants),
    productType: work.customCommission ? CUSTOM_COMMISSION : work.medium,
    priceUponRequest: work.priceUponRequest,
    minPrice: Math.min(...prices(work)),
    maxPrice: Math.max(...prices(work)),
  })
  return state.kind === 'price'
}

/** Works a visitor can buy and collect from the loft; the ready-to-hang notice belongs under these. */
function readyToCollect(works: readonly ArtworkPlan[]): ArtworkPlan[] {
  return works.filter((work) => work.readyForPickup && buyable(work))
}

const GIFT_BUDGET = 800

/** Gift picks: works ready to collect, kept within the guide's top budget when enough of them are. */
export function giftPicks(works: readonly ArtworkPlan[], limit = 8): ArtworkPlan[] {
  const ready = readyToCollect(works)
  const withinBudget = ready.filter((work) => Math.min(...prices(work)) <= GIFT_BUDGET)
  return (withinBudget.length >= limit ? withinBudget : ready).slice(0, limit)
}

/** The newest works ready to collect, for the gallery page. */
export function newestReadyToCollect(works: readonly ArtworkPlan[], limit = 8): ArtworkPlan[] {
  return [...readyToCollect(works)].sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo).slice(0, limit)
}
