'use client'

import { formatPrice } from '@/lib/catalog/price-label'
import { useVariantChoice } from './variant-choice'

/** The options of a work as one radio group: arrow keys move between them, a sold one cannot be chosen. */
export function VariantChooser() {
  const { variants, chosen, choose } = useVariantChoice()
  return (
    <fieldset className="mt-6" data-variant-chooser>
      <legend className="text-sm font-medium">Options</legend>
      <div className="mt-2 divide-y divide-line border-y border-line text-sm">
        {variants.map((variant) => (
          <label
            key={variant.id}
            className="flex cursor-pointer items-center gap-3 py-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:text-muted"
          >
            <input
              type="radio"
              name="variant"
              value={variant.id}
              checked={chosen?.id === variant.id}
              disabled={!variant.available}
              onChange={() => choose(variant.id)}
              className="size-4 accent-current"
            />
            <span className="flex-1">{variant.title}</span>{' '}
            <span>{variant.available ? formatPrice(variant.price) : 'Sold'}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
