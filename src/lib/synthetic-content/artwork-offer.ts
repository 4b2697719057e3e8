import type { Availability, MediumSlug } from '@/lib/catalog/taxonomy'
import { MEDIUM_PROFILES } from './medium-profiles'
import { variantsFor, type Variant } from './pricing'
import type { Rng } from './prng'

/** Cumulative shares of one roll: below `soldOutBelow` the work is sold, below `onHoldBelow` on hold. */
export type AvailabilityShares = { soldOutBelow: number; onHoldBelow: number }

export function availabilityFor(rng: Rng, shares: AvailabilityShares): Availability {
  const roll = rng.next()
  if (roll < shares.soldOutBelow) return 'Sold Out'
  return roll < shares.onHoldBelow ? 'On Hold' : 'Available'
}

/** A sold work cannot be collected; of the others, `share` wait at the loft. Rolls only for unsold works. */
export function readyForPickupFor(availability: Availability, share: number, rng: Rng): boolean {
  return availability !== 'Sold Out' && rng.chance(share)
}

/** Editions always sell in several options; of the framable originals, `framedShare` offer a framed one. */
export function sellsInOptions(medium: MediumSlug, framedShare: number, rng: Rng): boolean {
  const profile = MEDIUM_PROFILES[medium]
  return profile.editions || (profile.framable && rng.chance(framedShare))
}

export type WorkVariantOptions = {
  multiple: boolean
  longSideIn: number
  soldOutVariant: boolean
  availability: Availability
}

/** The options a work of this medium sells in; none is left in stock once the work is sold. */
export function workVariants(medium: MediumSlug, base: number, options: WorkVariantOptions, rng: Rng): Variant[] {
  const profile = MEDIUM_PROFILES[medium]
  const variants = variantsFor(
    base,
    {
      framable: profile.framable && options.multiple,
      editions: profile.editions,
      longSideIn: options.longSideIn,
      soldOutVariant: options.soldOutVariant,
    },
    rng,
  )
  return variants.map((variant) => (options.availability === 'Sold Out' ? { ...variant, inventory: 0 } : variant))
}
