'use client'

import { Link } from '@/components/ui/Link'
import { useState } from 'react'
import { ArtworkCard } from '@/components/cards/ArtworkCard'
import { useCustomer } from '@/components/customer/useCustomer'
import { useSavedArtworkCards } from '@/components/customer/useSavedArtworkCards'
import { NewFromFollowed } from '@/components/customer/alerts/NewFromFollowed'
import { shopLinks } from '@/lib/shop/links'

const PAGE_SIZE = 12
const moreButton = 'mx-auto block rounded border border-ink px-6 py-2 text-sm font-medium hover:bg-ink hover:text-white'

type Props = { loginHref: string; shopUrl: string | undefined }

/** A signed-in customer's new works from followed artists, then their saved artworks. */
export function SavedArtworks(props: Props) {
  const { customer } = useCustomer()
  return (
    <>
      {customer ? <NewFromFollowed /> : null}
      <SavedArtworkCards {...props} />
    </>
  )
}

/** The customer's saved artworks as artwork cards, twelve at a time; a visitor is invited to log in. */
function SavedArtworkCards({ loginHref, shopUrl }: Props) {
  const { customer, isLoading } = useCustomer()
  const [shown, setShown] = useState(PAGE_SIZE)
  const { cards, error } = useSavedArtworkCards(customer?.artworks ?? [])
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
  if (customer.artworks.length === 0)
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
