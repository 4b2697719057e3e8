'use client'

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'

/** A variant as the buyer chooses it: the CMS row id, its title, price in dollars and whether any is left. */
export type ChoosableVariant = { id: string; title: string; price: number; available: boolean }

type VariantChoice = {
  variants: readonly ChoosableVariant[]
  chosen: ChoosableVariant | undefined
  choose: (variantId: string) => void
}

const VariantChoiceContext = createContext<VariantChoice | null>(null)

// Providers that share one choice across islands (the price and the chooser are islands of their own, and
// context does not cross islands), by the name they share it under. Filled only by effects: never on the server.
const sharing = new Map<string, Set<(variantId: string) => void>>()

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
  useEffect(() => {
    if (!shareAs) return
    const providers = sharing.get(shareAs) ?? new Set()
    sharing.set(shareAs, providers.add(setChosenId))
    return () => {
      providers.delete(setChosenId)
      if (providers.size === 0) sharing.delete(shareAs)
    }
  }, [shareAs])
  const choose = (variantId: string) => {
    const providers = shareAs ? sharing.get(shareAs) : undefined
    if (providers) for (const set of providers) set(variantId)
    else setChosenId(variantId)
  }
  const chosen = variants.find((variant) => variant.id === chosenId)
  return <VariantChoiceContext.Provider value={{ variants, chosen, choose }}>{children}</VariantChoiceContext.Provider>
}

export function useVariantChoice(): VariantChoice {
  const choice = useContext(VariantChoiceContext)
  if (!choice) throw new Error('useVariantChoice is used outside a VariantChoiceProvider')
  return choice
}
