'use client'

import { ArtworkCard } from '@/components/cards/ArtworkCard'
import { shopLinks } from '@/lib/shop/links'
import { useGrid } from './grid-context'

const NO_RESULTS_MESSAGE = 'There are no results for your selected filters. Try removing filters to expand your search.'

type Props = { shopUrl: string | undefined; label: string }

const moreButton = 'mx-auto block rounded border border-ink px-6 py-2 text-sm font-medium hover:bg-ink hover:text-white'

/** Twelve cards a page; Show More appends the next twelve. */
export function GridHits({ shopUrl, label }: Props) {
  const { view, dispatch } = useGrid()
  const { cards, answered, nbHits, status, isFirstPage, isLastPage } = view
  const shop = shopLinks(shopUrl)

  if (answered && nbHits === 0 && status !== 'loading' && status !== 'stalled') {
    return <p className="py-12 text-center">{NO_RESULTS_MESSAGE}</p>
  }
  return (
    <div className="space-y-10 py-6">
      {isFirstPage ? null : (
        <button type="button" onClick={() => dispatch({ kind: 'showPrevious' })} className={moreButton}>
          Show Previous
        </button>
      )}
      <ul aria-label={label} className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card, index) => (
          <li key={card.id}>
            <ArtworkCard artwork={card} productHref={shop.product(card.handle)} priority={index < 3} />
          </li>
        ))}
      </ul>
      {isLastPage ? null : (
        <button type="button" onClick={() => dispatch({ kind: 'showMore' })} className={moreButton}>
          Show More
        </button>
      )}
    </div>
  )
}
