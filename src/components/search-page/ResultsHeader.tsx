import { formatCount } from '@/lib/text/numbers'

/** "N results for “query”", N counting every kind of result. */
export function ResultsHeader({ total, query }: { total: number; query: string }) {
  return (
    <h2 className="mx-auto max-w-7xl px-4 pb-4 text-xl md:px-6" data-results-header>
      {formatCount(total)} {total === 1 ? 'result' : 'results'} for “{query}”
    </h2>
  )
}
