import { slugify } from '@/lib/text/slugify'
import type { Availability, MediumSlug } from '@/lib/catalog/taxonomy'
import { MEDIUM_PROFILES } from '@/lib/synthetic-content/medium-profiles'
import { artworkDescription } from './artwork-description'
import type { ArtistPlan } from './plan-artists'
import { availabilityFor, readyForPickupFor, sellsInOptions, workVariants } from '@/lib/synthetic-content/artwork-offer'
import { basePrice, tierForIndex, type PriceTierId, type Variant } from '@/lib/synthetic-content/pricing'
import { rngFor, type Rng } from '@/lib/synthetic-content/prng'
import { bucketFor, dimensionsFor, orientationFor, type Dimensions } from './sizes'
import { uniqueTitles } from './titles'

export type ArtworkPlan = {
  index: number
  handle: string
  title: string
  artist: ArtistPlan
  medium: MediumSlug
  materials: string
  tier: PriceTierId
  variants: Variant[]
  availability: Availability
  priceUponRequest: boolean
  customCommission: boolean
  readyForPickup: boolean
  featured: boolean
  dimensions: Dimensions
  publishedDaysAgo: number
  yearsBeforePublishing: number
  description: readonly string[]
}

export const ARTWORK_COUNT = 420

/** One demo work in ten is sold and about one in twelve on hold, so every availability filter finds works. */
const AVAILABILITY_SHARES = { soldOutBelow: 0.1, onHoldBelow: 0.18 }

function depthFor(medium: MediumSlug, rng: Rng): number | undefined {
  if (medium === 'sculpture-objects') return rng.int(4, 24)
  if (medium === 'installation') return rng.int(2, 18)
  return medium === 'painting' || medium === 'mixed-media' ? rng.pick([0.75, 1.5, 2]) : undefined
}

export function planArtworks(artists: readonly ArtistPlan[], count = ARTWORK_COUNT): ArtworkPlan[] {
  const titles = uniqueTitles(count, (index) => rngFor('title', index))
  return titles.map((title, index) => {
    const rng = rngFor('artwork', index)
    const artist = artists[index % artists.length]
    if (!artist) throw new Error('planArtworks needs at least one artist')
    const medium = rng.chance(0.75) ? artist.mediums[0] : artist.mediums[1]
    const profile = MEDIUM_PROFILES[medium]
    const tier = tierForIndex(index)
    const orientation = orientationFor(rng)
    const bucket = bucketFor(medium, tier.id, rng)
    const depth = depthFor(medium, rng)
    const dimensions = { ...dimensionsFor(bucket, orientation, rng), ...(depth ? { depth } : {}) }
    const availability = availabilityFor(rng, AVAILABILITY_SHARES)
    const multiple = sellsInOptions(medium, 0.7, rng)
    const base = basePrice(tier, rng)
    const soldOutVariant = availability === 'Available' && rng.chance(0.12)
    const longSideIn = Math.max(dimensions.width, dimensions.height)
    const variants = workVariants(medium, base, { multiple, longSideIn, soldOutVariant, availability }, rng)
    const material = rng.pick(profile.materials)
    return {
      index,
      handle: slugify(title),
      title,
      artist,
      medium,
      materials: material.name,
      tier: tier.id,
      variants,
      availability,
      priceUponRequest: index % 20 === 7,
      customCommission: index % 33 === 13,
      readyForPickup: readyForPickupFor(availability, 0.22, rng),
      featured: rng.chance(0.16),
      dimensions,
      publishedDaysAgo: Math.floor((index / count) * 360) + rng.int(0, 5),
      yearsBeforePublishing: rng.int(0, 2),
      description: artworkDescription({ title, medium, material, artist }, rng),
    }
  })
}
