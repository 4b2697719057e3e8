'use client'

import { useId } from 'react'
import type { PriceBounds } from '@/lib/catalog/price-range'
import { usePriceInputs } from './usePriceInputs'

type Props = { current: PriceBounds; range: { min: number; max: number }; apply: (bounds: PriceBounds) => void }

function PriceField({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) {
  const id = useId()
  return (
    <div className="flex-1">
      <label htmlFor={id} className="mb-1 block text-xs text-muted">
        {label}
      </label>
      <div className="flex items-center rounded border border-line px-2">
        <span aria-hidden className="text-muted">
          $
        </span>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="w-full min-w-0 bg-transparent py-1.5 pl-1 text-sm outline-offset-4"
        />
      </div>
    </div>
  )
}

export function PriceInputs({ current, range, apply }: Props) {
  const { minText, maxText, onMinChange, onMaxChange } = usePriceInputs(current, range, apply)
  return (
    <div className="mt-4 flex items-end gap-3">
      <PriceField label="Minimum price" value={minText} onChange={onMinChange} />
      <span aria-hidden className="pb-2 text-muted">
        –
      </span>
      <PriceField label="Maximum price" value={maxText} onChange={onMaxChange} />
    </div>
  )
}
