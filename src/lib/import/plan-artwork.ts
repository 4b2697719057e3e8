import { inchesFromCm, orientationOf, sizeBucketOf } from '@/lib/catalog/dimensions'
import type { Availability, MediumSlug, Orientation } from '@/lib/catalog/taxonomy'
import { paragraphs } from '@/lib/synthetic-content/lexical'
import { availabilityFor, readyForPickupFor, sellsInOptions, workVariants } from '@/lib/synthetic-content/artwork-offer'
import { stockedOptions } from '@/lib/catalog/units-of-work'
import { basePrice, tierForIndex, type Variant } from '@/lib/synthetic-content/pricing'
import { rngFor, type Rng } from '@/lib/synthetic-content/prng'
import type { Artwork } from '@/payload-types'
import { mediumFor } from './mediums'
import { uidHash, uniqueSlug } from './names'
import type { ArtworkLine } from './schema'
import { daysBeforeEpoch } from './when'

/** How many shared placeholder pictures each medium × orientation has (see image-pool.ts). */
const POOL_VARIANTS = 2

export type PoolSlot = { medium: MediumSlug; orientation: Orientation; variant: number }

/** An artwork's fields, minus those that need the database: the artist's id and the image ids. */
export type ArtworkFields = Omit<Artwork, 'id' | 'createdAt' | 'updatedAt' | 'artist' | 'images' | 'variants'> & {
  sourceUid: string
  /** `inventory` only on an option that keeps its own count (see `stockedOptions`). */
  variants: (Required<Omit<Variant, 'inventory'> & { id: string }> & { inventory?: number })[]
}

/** The fields, the first listed artist (by source uid and name) and the shared image pair to use. */
export type ArtworkDraft = { fields: ArtworkFields; by: { uid: string; name: string }; image: PoolSlot }

/** The collection's limits: 0.1 to 2000 inches. */
const clampInches = (cm: number) => Math.min(2000, Math.max(0.1, inchesFromCm(cm)))

/** Imported works sell less often than the demo gallery's: 6% sold, 6% on hold. */
const AVAILABILITY_SHARES = { soldOutBelow: 0.06, onHoldBelow: 0.12 }

/** Payload's array rows carry 24-hex ids; derived from the uid, so a re-import writes the same ones. */
export function variantId(uid: string, index: number): string {
  return `${uidHash(uid).slice(0, 16)}${index.toString(16).padStart(8, '0')}`
}

function variantsOf(uid: string, medium: MediumSlug, longSideIn: number, availability: Availability, rng: Rng) {
  const tier = tierForIndex(rng.int(0, 15))
  const multiple = sellsInOptions(medium, 0.5, rng)
  const soldOutVariant = availability === 'Available' && rng.chance(0.1)
  const base = basePrice(tier, rng)
  const options = { multiple, longSideIn: Math.min(longSideIn, 60), soldOutVariant, availability }
  return workVariants(medium, base, options, rng).map((variant, index) => ({ ...variant, id: variantId(uid, index) }))
}

function descriptionOf(line: ArtworkLine) {
  const source = line.source === 'tate' ? 'Tate' : line.source === 'cmoa' ? 'Carnegie Museum of Art' : line.source
  const made = [line.date, line.medium_text].filter(Boolean).join('. ')
  return paragraphs(...[made, line.credit ?? '', `Catalogue data: ${source} (CC0).`].filter(Boolean))
}

/**
 * Everything about an imported artwork that the source does not say (price, variants, availability,
 * pick-up, featured, image) comes from a PRNG seeded by its uid: the same file imports the same shop.
 */
export function planArtwork(line: ArtworkLine): ArtworkDraft {
  const rng = rngFor('import', line.uid)
  const medium = mediumFor(line.category, line.classification)
  const dimensions = {
    width: clampInches(line.width_cm),
    height: clampInches(line.height_cm),
    ...(line.depth_cm ? { depth: clampInches(line.depth_cm) } : {}),
  }
  const orientation = orientationOf(dimensions.width, dimensions.height)
  const availability = availabilityFor(rng, AVAILABILITY_SHARES)
  const fields: ArtworkFields = {
    sourceUid: line.uid,
    title: line.title,
    handle: uniqueSlug(line.title, line.uid),
    medium,
    customCommission: false,
    materials: line.medium_text.trim() || null,
    year: line.year !== null && line.year >= 1000 && line.year <= 3000 ? line.year : null,
    description: descriptionOf(line),
    ...stockedOptions(variantsOf(line.uid, medium, Math.max(dimensions.width, dimensions.height), availability, rng)),
    availability,
    priceUponRequest: rng.chance(0.01),
    readyForPickup: readyForPickupFor(availability, 0.12, rng),
    dimensions,
    orientation,
    sizeBucket: sizeBucketOf(dimensions.width, dimensions.height),
    featured: rng.chance(0.01),
    publishedAt: daysBeforeEpoch(rng.int(0, 729), rng.int(8, 18)),
    _status: 'published',
  }
  return {
    fields,
    by: { uid: line.artist_uids[0] ?? '', name: line.artist_names[0] ?? '' },
    image: { medium, orientation, variant: rng.int(0, POOL_VARIANTS - 1) },
  }
}
