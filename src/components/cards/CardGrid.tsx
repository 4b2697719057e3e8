import type { ReactNode } from 'react'

/** The responsive grid every listing uses. */
export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul
      aria-label={label}
      className="mx-auto grid max-w-7xl grid-cols-1 gap-x-6 gap-y-10 px-4 sm:grid-cols-2 md:px-6 lg:grid-cols-3"
    >
      {children}
    </ul>
  )
}
