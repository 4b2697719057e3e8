import type { Metadata } from 'next'
import { PageHeading } from '@/components/ui/PageHeading'

export const metadata: Metadata = { title: 'Search' }

export default function SearchPage() {
  return (
    <PageHeading title="Search">
      <form role="search" action="/search" className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="search-query" className="sr-only">
          Search
        </label>
        <input
          id="search-query"
          name="query"
          type="search"
          maxLength={512}
          placeholder="Search artists, artworks, and keywords"
          className="w-full border border-ink px-4 py-3"
        />
        <button type="submit" className="bg-ink px-5 py-3 text-white hover:bg-accent-strong">
          Search
        </button>
      </form>
    </PageHeading>
  )
}
