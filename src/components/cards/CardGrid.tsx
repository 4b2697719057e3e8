import type { ReactNode } from 'react'

/** The grid's look, for an Astro page that lays out its own list (server-rendered cards with island hearts). */
export const CARD_GRID_CLASS =
  'mx-auto grid max-w-7xl grid-cols-1 gap-x-6 gap-y-10 px-4 sm:grid-cols-2 md:px-6 lg:grid-cols-3'

/** The responsive grid every listing uses. */
export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul aria-label={label} className={CARD_GRID_CLASS}>
      {children}
    </ul>
  )
}
