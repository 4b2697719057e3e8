import type { Rng } from './prng'

/**
 * The price filter's presets (PRICE_PRESETS) as bands of whole-dollar prices, plus the $1,500–2,000 band
 * no preset covers, so every preset chip finds works.
 */
export const PRICE_TIERS = [
  { id: 'under-350', min: 90, max: 349 },
  { id: '350-800', min: 350, max: 799 },
  { id: '800-1500', min: 800, max: 1499 },
  { id: '1500-2000', min: 1500, max: 1999 },
  { id: 'above-2000', min: 2000, max: 43_500 },
] as const

/** The dearest option of any work; the price filter's range tops out at $50,000. */
export const MAX_PRICE = 45_000

export type PriceTier = (typeof PRICE_TIERS)[number]
export type PriceTierId = PriceTier['id']

/** A gallery sells more mid-priced work than trophies: the weights of each tier across the catalog. */
const TIER_PATTERN: readonly PriceTierId[] = [
  'under-350',
  '350-800',
  '800-1500',
  'above-2000',
  '350-800',
  '1500-2000',
  'under-350',
  '800-1500',
  'above-2000',
  '350-800',
  '800-1500',
  'under-350',
  'above-2000',
  '1500-2000',
  '350-800',
  'above-2000',
]

export function tierForIndex(index: number): PriceTier {
  const id = TIER_PATTERN[index % TIER_PATTERN.length]
  const tier = PRICE_TIERS.find((t) => t.id === id)
  if (!tier) throw new Error(`unknown price tier ${String(id)}`)
  return tier
}

/** Prices end in 0 or 5 like a gallery's; the top tier is log-spread so $45,000 works stay rare. */
export function basePrice(tier: PriceTier, rng: Rng): number {
  const raw =
    tier.id === 'above-2000'
      ? Math.exp(rng.float(Math.log(tier.min), Math.log(tier.max)))
      : rng.float(tier.min, tier.max)
  const step = raw >= 5000 ? 250 : raw >= 1000 ? 50 : 5
  return Math.min(tier.max, Math.max(tier.min, Math.round(raw / step) * step))
}

export function priceTierOf(price: number): PriceTierId | undefined {
  return PRICE_TIERS.find((tier) => price >= tier.min && price <= tier.max)?.id
}

export type Variant = { title: string; price: number; inventory: number }

/**
 * Options the buyer picks between. Framing adds a sum that scales with the work's size, so
 * most works show "From $min" with the framed option dearer. `soldOutVariant` sells out the framed
 * option only, so the work itself stays purchasable.
 */
export function variantsFor(
  base: number,
  options: { framable: boolean; editions: boolean; longSideIn: number; soldOutVariant: boolean },
  rng: Rng,
): Variant[] {
  const frameCost = Math.round((80 + options.longSideIn * rng.float(6, 11)) / 5) * 5
  if (options.editions) {
    const proof = Math.round((base * 1.6) / 5) * 5
    return [
      { title: 'Edition print', price: base, inventory: rng.int(2, 12) },
      {
        title: 'Edition print, framed',
        price: base + frameCost,
        inventory: options.soldOutVariant ? 0 : rng.int(1, 5),
      },
      ...(proof <= MAX_PRICE ? [{ title: 'Artist proof', price: proof, inventory: 1 }] : []),
    ]
  }
  if (options.framable) {
    return [
      { title: 'Unframed', price: base, inventory: 1 },
      { title: 'Framed', price: base + frameCost, inventory: options.soldOutVariant ? 0 : 1 },
    ]
  }
  return [{ title: 'Original', price: base, inventory: 1 }]
}
