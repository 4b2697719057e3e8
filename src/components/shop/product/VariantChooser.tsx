'use client'

import { useEffect, useRef } from 'react'
import { formatDollars } from '@/lib/text/numbers'
import { useVariantChoice } from './variant-choice'

/** The options of a work as one radio group: arrow keys move between them, a sold one cannot be chosen. */
export function VariantChooser() {
  const { variants, chosen, choose } = useVariantChoice()
  const group = useRef<HTMLFieldSetElement>(null)
  // An option picked before the page hydrated is checked in the page only: it becomes the buyer's choice.
  useEffect(() => {
    const picked = group.current?.querySelector<HTMLInputElement>('input:checked')
    if (picked) choose(picked.value)
    // Once, as the island hydrates: from then on the radios are the choice's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <fieldset ref={group} className="mt-6" data-variant-chooser>
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
            <span>{variant.available ? formatDollars(variant.price) : 'Sold'}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
