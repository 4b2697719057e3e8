import { describe, expect, it } from 'vitest'
import { PRICE_PRESETS } from '@/lib/catalog/price-range'
import { basePrice, PRICE_TIERS, priceTierOf, tierForIndex, variantsFor } from './pricing'
import { rngFor } from './prng'

describe('prices', () => {
  it.each(PRICE_TIERS.map((tier) => [tier.id, tier] as const))('base prices of %s stay in the tier', (_, tier) => {
    for (let i = 0; i < 50; i++) {
      expect(priceTierOf(basePrice(tier, rngFor('price', tier.id, i)))).toBe(tier.id)
    }
  })

  it.each(PRICE_PRESETS.map((preset) => [preset.id, preset] as const))(
    'the %s preset has a tier of its own id inside its bounds',
    (id, preset) => {
      const tier = PRICE_TIERS.find((candidate) => candidate.id === id)
      expect(tier?.min).toBeGreaterThanOrEqual(preset.min)
      expect(tier?.max).toBeLessThan(preset.max)
    },
  )

  it('cycles through every tier', () => {
    const ids = new Set(Array.from({ length: 16 }, (_, i) => tierForIndex(i).id))
    expect(ids).toEqual(new Set(PRICE_TIERS.map((tier) => tier.id)))
  })

  it('prices framed and edition options above the base, so cards read "From $min"', () => {
    const rng = rngFor('variants')
    const framed = variantsFor(500, { framable: true, editions: false, longSideIn: 30, soldOutVariant: true }, rng)
    expect(framed.map((v) => v.title)).toEqual(['Unframed', 'Framed'])
    expect(framed[1]?.price).toBeGreaterThan(500)
    expect(framed[1]?.inventory).toBe(0)
    expect(
      variantsFor(300, { framable: true, editions: true, longSideIn: 12, soldOutVariant: false }, rng),
    ).toHaveLength(3)
    expect(variantsFor(900, { framable: false, editions: false, longSideIn: 12, soldOutVariant: true }, rng)).toEqual([
      { title: 'Original', price: 900, inventory: 1 },
    ])
  })
})
