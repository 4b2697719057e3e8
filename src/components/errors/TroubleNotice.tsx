import type { ReactNode } from 'react'

/**
 * What a visitor sees when a page could not be built, most often because the database is briefly unavailable:
 * a plain statement that it is temporary, and `retry`, a way to try again.
 */
export function TroubleNotice({ retry }: { retry: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent">Temporarily unavailable</p>
      <h1 className="mt-3 font-serif text-4xl">This page can’t be shown right now</h1>
      <p className="mt-4 text-muted">
        Something on our side is briefly out of reach. Nothing you did caused it, and the gallery is usually back within
        moments.
      </p>
      {retry}
    </section>
  )
}

export const RETRY_CLASS = 'mt-8 inline-block bg-ink px-5 py-3 text-white hover:bg-accent-strong'
