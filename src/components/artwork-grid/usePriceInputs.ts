'use client'

import { useEffect, useRef, useState } from 'react'
import { normalizedBounds, type PriceBounds } from '@/lib/catalog/price-range'
import { MAX_REAPPLY_MS, PRICE_DEBOUNCE_MS, typedMax, typedMin } from './price-rules'

const asText = (value: number | undefined) => (value === undefined ? '' : String(value))

/** `min` is the lowest price available in the results, `max` the top of the price range. */
type Range = { min: number; max: number }

/**
 * The min and max inputs: typed text applies after a 500 ms pause under the price rules (price-rules.ts), and a max
 * is applied again 1000 ms after typing stops, in case a min applied meanwhile replaced the refinement.
 */
export function usePriceInputs(current: PriceBounds, range: Range, apply: (bounds: PriceBounds) => void) {
  const [minText, setMinText] = useState(asText(current.min))
  const [maxText, setMaxText] = useState(asText(current.max))
  const [shown, setShown] = useState(current)
  // A refinement changed elsewhere (preset, chip, URL): the inputs follow it.
  if (shown.min !== current.min || shown.max !== current.max) {
    setShown(current)
    setMinText(asText(current.min))
    setMaxText(asText(current.max))
  }

  const latest = useRef({ current, apply })
  useEffect(() => {
    latest.current = { current, apply }
  })
  const timers = useRef<{ min?: number; max?: number; reapply?: number }>({})
  const cancelPending = () => Object.values(timers.current).forEach((timer) => window.clearTimeout(timer))
  useEffect(() => cancelPending, [])

  // What these inputs applied last: any other change (preset, chip, Clear all, URL) cancels pending input.
  const ownBounds = useRef<PriceBounds | null>(null)
  useEffect(() => {
    const own = ownBounds.current
    if (!own || own.min !== current.min || own.max !== current.max) cancelPending()
  }, [current.min, current.max])
  const applyOwn = (bounds: PriceBounds) => {
    ownBounds.current = normalizedBounds(bounds)
    latest.current.apply(bounds)
  }

  function restart(name: 'min' | 'max' | 'reapply', delay: number, run: () => void) {
    window.clearTimeout(timers.current[name])
    timers.current[name] = window.setTimeout(run, delay)
  }

  function onMinChange(text: string) {
    setMinText(text)
    restart('min', PRICE_DEBOUNCE_MS, () => {
      const now = latest.current.current
      const outcome = typedMin(text, range.min, now.max)
      if (outcome.kind === 'ignore') return
      // At the available minimum the bound filters nothing, so it is shown but not applied.
      if (outcome.value === range.min) setMinText(asText(range.min))
      applyOwn({ min: outcome.value === range.min ? undefined : outcome.value, max: now.max })
    })
  }

  function onMaxChange(text: string) {
    setMaxText(text)
    const applyMax = () => {
      const now = latest.current.current
      const outcome = typedMax(text, range.max, now.min)
      if (outcome.kind === 'apply' && outcome.value !== now.max) applyOwn({ min: now.min, max: outcome.value })
    }
    restart('max', PRICE_DEBOUNCE_MS, applyMax)
    restart('reapply', MAX_REAPPLY_MS, applyMax)
  }

  return { minText, maxText, onMinChange, onMaxChange }
}
