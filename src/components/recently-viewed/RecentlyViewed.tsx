'use client'

import { useRef, useState } from 'react'
import useSWR from 'swr'
import { ArtworkCard } from '@/components/cards/ArtworkCard'
import { artworkCards } from '@/components/customer/artwork-cards'
import type { ArtworkCardData } from '@/lib/catalog/artwork-card'
import { shopLinks } from '@/lib/shop/links'
import { clearViews, useBrowserViews } from './useBrowserViews'

type Props = { excludeArtworkId?: number; shopUrl: string | undefined }

const cardsFor = ([, ids]: readonly [string, string]): Promise<ArtworkCardData[]> =>
  artworkCards(ids.split(',').map(Number))

/** One rail a page: islands each count `useId` from the same start, so a fixed id is the one that is unique. */
const HEADING_ID = 'recently-viewed-heading'
const CLEARED = 'Recently viewed works cleared.'
const NOT_CLEARED = 'Cleared in this browser, but your account could not be reached: please try again.'

/**
 * The visitor's recently viewed works as a rail of cards, newest first, without the page's own work. The server
 * and the first render draw only the empty placeholder, the same for every visitor: the views live in the browser.
 */
export function RecentlyViewed({ excludeArtworkId, shopUrl }: Props) {
  const views = useBrowserViews()
  const [message, setMessage] = useState('')
  const placeholder = useRef<HTMLDivElement>(null)
  const ids = (views ?? []).flatMap((view) => (view.id === excludeArtworkId ? [] : [view.id])).join(',')
  const { data: cards } = useSWR(ids ? (['recently-viewed', ids] as const) : null, cardsFor)
  const shop = shopLinks(shopUrl)

  async function clear() {
    setMessage(CLEARED)
    placeholder.current?.focus()
    if (!(await clearViews())) setMessage(NOT_CLEARED)
  }

  const shown = ids && cards && cards.length > 0 ? cards : null
  return (
    <div ref={placeholder} tabIndex={-1} data-recently-viewed className="outline-none">
      <p role="status" className="sr-only">
        {message}
      </p>
      {shown ? (
        <section aria-labelledby={HEADING_ID} className="mx-auto max-w-7xl px-4 py-12 md:px-6">
          <div className="mb-6 flex items-baseline justify-between gap-4">
            <h2 id={HEADING_ID} className="font-serif text-2xl">
              Recently viewed
            </h2>
            <button
              type="button"
              className="text-sm underline hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2"
              onClick={() => void clear()}
            >
              Clear recently viewed
            </button>
          </div>
          <ul aria-label="Recently viewed works" className="flex gap-6 overflow-x-auto pb-4">
            {shown.map((card) => (
              <li key={card.id} className="w-44 shrink-0 sm:w-52" data-recently-viewed-work={card.id}>
                <ArtworkCard artwork={card} productHref={shop.product(card.handle)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
