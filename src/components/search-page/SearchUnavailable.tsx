import { SearchLink } from './SearchLink'

/** A search that failed: it says so and offers the same search again. */
export function SearchUnavailable({ retryHref }: { retryHref: string }) {
  return (
    <div role="alert" className="mx-auto max-w-7xl px-4 md:px-6" data-search-error>
      <p className="border border-line px-4 py-3">
        Search is unavailable right now. Please try again in a moment.{' '}
        <SearchLink href={retryHref} className="font-semibold underline hover:text-accent">
          Try again
        </SearchLink>
      </p>
    </div>
  )
}
