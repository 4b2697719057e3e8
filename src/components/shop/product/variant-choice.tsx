'use client'

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { SharedChoices } from './shared-choices'

/** A variant as the buyer chooses it: the CMS row id, its title, price in dollars and whether any is left. */
export type ChoosableVariant = { id: string; title: string; price: number; available: boolean }

type VariantChoice = {
  variants: readonly ChoosableVariant[]
  chosen: ChoosableVariant | undefined
  choose: (variantId: string) => void
}

const VariantChoiceContext = createContext<VariantChoice | null>(null)

// Subscribed to in effects and chosen in event handlers: never touched on the server.
const sharedChoices = new SharedChoices()

type Props = {
  variants: ChoosableVariant[]
  /** Providers with the same name hold one choice between them, wherever they sit on the page. */
  shareAs?: string
  children: ReactNode
}

/**
 * Holds the buyer's chosen variant for the price and the chooser, which sit apart on the page. A work with
 * a single variant has it chosen from the start; with several, none is until the buyer picks one.
 */
export function VariantChoiceProvider({ variants, shareAs, children }: Props) {
  const [chosenId, setChosenId] = useState(variants.length === 1 ? variants[0]?.id : undefined)
  useEffect(() => (shareAs ? sharedChoices.subscribe(shareAs, setChosenId) : undefined), [shareAs])
  const choose = (variantId: string) => {
    if (!shareAs || !sharedChoices.choose(shareAs, variantId)) setChosenId(variantId)
  }
  const chosen = variants.find((variant) => variant.id === chosenId)
  return <VariantChoiceContext.Provider value={{ variants, chosen, choose }}>{children}</VariantChoiceContext.Provider>
}

export function useVariantChoice(): VariantChoice {
  const choice = useContext(VariantChoiceContext)
  if (!choice) throw new Error('useVariantChoice is used outside a VariantChoiceProvider')
  return choice
}
