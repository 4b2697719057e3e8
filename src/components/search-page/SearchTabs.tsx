import { formatCount } from '@/lib/text/numbers'
import { SearchLink } from './SearchLink'
import { searchPageHref } from '@/lib/site-search/params'
import { type SearchTab, TAB_LABELS, type TabCounts, visibleTabs } from '@/lib/site-search/tabs'

type Props = { query: string; shown: SearchTab; counts: TabCounts }

/** One link per kind of result that found something (Artwork always), each with its count. */
export function SearchTabs({ query, shown, counts }: Props) {
  return (
    <nav aria-label="Results by type" className="mx-auto max-w-7xl px-4 md:px-6">
      <ul className="flex flex-wrap gap-x-6 gap-y-2 border-b border-line">
        {visibleTabs(counts).map((tab) => (
          <li key={tab}>
            <SearchLink
              href={searchPageHref({ query, tab })}
              aria-current={tab === shown ? 'page' : undefined}
              data-search-tab={tab}
              className="-mb-px inline-flex gap-2 border-b-2 border-transparent py-3 hover:text-accent aria-[current=page]:border-ink aria-[current=page]:font-semibold"
            >
              {TAB_LABELS[tab]}
              <span className="text-muted" data-tab-count>
                {formatCount(counts[tab])}
              </span>
            </SearchLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
