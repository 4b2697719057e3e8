import type { ReactNode } from 'react'

/** The title of the section, which also names its list of cards. */
export const moreWorksTitle = (artistName: string) => `More works by ${artistName}`

/**
 * Other published works by the same artist under their heading. The cards, read with the page (the shop's page
 * reads), come in as `children`: one list the page lays out (CARD_GRID_CLASS), as each card's heart is an island.
 */
export function MoreWorksByArtist({ artistName, children }: { artistName: string; children: ReactNode }) {
  return (
    <section aria-labelledby="more-works" className="py-12" data-more-works>
      <h2 id="more-works" className="mx-auto mb-6 max-w-7xl px-4 font-serif text-2xl md:px-6">
        {moreWorksTitle(artistName)}
      </h2>
      {children}
    </section>
  )
}
