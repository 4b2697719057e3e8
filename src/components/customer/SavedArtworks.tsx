'use client'

import Link from 'next/link'
import { useState } from 'react'
import useSWR from 'swr'
import { ArtworkCard } from '@/components/cards/ArtworkCard'
import { browserSearchClient } from '@/components/artwork-grid/browser-search-client'
import { artworkCardFromHit } from '@/lib/catalog/artwork-card-from-hit'
import type { ArtworkCardData } from '@/lib/catalog/artwork-card'
import { newestSavesFirst, savedProductsQuery } from '@/lib/customer/saved-products-query'
import { useCustomer } from '@/lib/customer/useCustomer'
import { shopLinks } from '@/lib/shop/links'

const PAGE_SIZE = 12
const moreButton = 'mx-auto block rounded border border-ink px-6 py-2 text-sm font-medium hover:bg-ink hover:text-white'

async function savedCards([, ids]: readonly [string, string]): Promise<ArtworkCardData[]> {
  const order = newestSavesFirst(ids.split(',').map(Number))
  const { results } = await browserSearchClient(window.location).search([savedProductsQuery(order)])
  const result = results[0]
  const hits = result && 'hits' in result ? result.hits : []
  const cards = new Map<string, ArtworkCardData>()
  for (const hit of hits) {
    const card = artworkCardFromHit(hit)
    if (card) cards.set(card.id, card)
  }
  return order.flatMap((id) => cards.get(String(id)) ?? [])
}

/** The customer's saved artworks as artwork cards, twelve at a time; a visitor is invited to log in. */
export function SavedArtworks({ loginHref, shopUrl }: { loginHref: string; shopUrl: string | undefined }) {
  const { customer, isLoading } = useCustomer()
  const [shown, setShown] = useState(PAGE_SIZE)
  const ids = customer?.artworks.join(',') ?? ''
  const { data: cards, error } = useSWR(ids ? (['saved-artworks', ids] as const) : null, savedCards)
  const shop = shopLinks(shopUrl)

  if (isLoading) return <p className="mt-6 text-muted">Loading…</p>
  if (!customer)
    return (
      <p className="mt-6">
        <Link href={loginHref} className="underline">
          Log in
        </Link>{' '}
        to see the artworks you&apos;ve saved.
      </p>
    )
  if (!ids)
    return (
      <p className="mt-6">
        You haven&apos;t saved any artworks yet.{' '}
        <Link href="/artworks" className="underline">
          Browse artwork
        </Link>{' '}
        and tap the heart on a work to keep it here.
      </p>
    )
  if (error) return <p className="mt-6">Your saved artworks could not be loaded. Please reload the page.</p>
  if (!cards) return <p className="mt-6 text-muted">Loading…</p>
  return (
    <div className="mt-8 space-y-10">
      <p className="text-sm text-muted" aria-live="polite">
        {cards.length === 1 ? '1 saved artwork' : `${cards.length} saved artworks`}
      </p>
      <ul aria-label="Saved artworks" className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {cards.slice(0, shown).map((card) => (
          <li key={card.id}>
            <ArtworkCard artwork={card} productHref={shop.product(card.handle)} />
          </li>
        ))}
      </ul>
      {cards.length > shown ? (
        <button type="button" className={moreButton} onClick={() => setShown((count) => count + PAGE_SIZE)}>
          Show More
        </button>
      ) : null}
    </div>
  )
}
