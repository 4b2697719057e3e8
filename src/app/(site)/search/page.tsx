import type { Metadata } from 'next'
import { ArtworkGrid } from '@/components/artwork-grid/ArtworkGrid'
import type { QueryRecord } from '@/components/artwork-grid/routing/route-query'
import { ContentResultList } from '@/components/search-page/ContentResultList'
import { NoResults } from '@/components/search-page/NoResults'
import { RecordSearchQuery } from '@/components/search-page/RecordSearchQuery'
import { ResultsHeader } from '@/components/search-page/ResultsHeader'
import { SearchNavigation } from '@/components/search-page/SearchNavigation'
import { SearchPageBox } from '@/components/search-page/SearchPageBox'
import { SearchTabs } from '@/components/search-page/SearchTabs'
import { SearchUnavailable } from '@/components/search-page/SearchUnavailable'
import { PageHeading } from '@/components/ui/PageHeading'
import { siteSearch } from '@/lib/gallery-search/server/site-search'
import { supportEmail } from '@/lib/cms/support-email'
import { searchPageHref, searchPageParams } from '@/lib/site-search/params'
import { showsNoResults, showsResultsHeader, totalResults } from '@/lib/site-search/tabs'

type Props = { searchParams: Promise<QueryRecord> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { query } = searchPageParams(await searchParams)
  return { title: query ? `Search: ${query}` : 'Search', robots: { index: false, follow: true } }
}

export default async function SearchPage({ searchParams }: Props) {
  const record = await searchParams
  const params = searchPageParams(record)
  const { query, page } = params
  const result = await siteSearch(params)
  return (
    <SearchNavigation>
      <PageHeading title="Search">
        <SearchPageBox query={query} />
      </PageHeading>
      {!result.ok ? (
        <SearchUnavailable retryHref={searchPageHref(params)} />
      ) : showsNoResults(query, result.counts) ? (
        <NoResults query={query} supportEmail={await supportEmail()} />
      ) : (
        <>
          {showsResultsHeader(query) ? (
            <>
              {totalResults(result.counts) > 0 ? <RecordSearchQuery query={query} /> : null}
              <ResultsHeader total={totalResults(result.counts)} query={query} />
              <SearchTabs query={query} shown={result.tab} counts={result.counts} />
            </>
          ) : null}
          {result.content ? (
            <ContentResultList content={result.content} query={query} page={page} />
          ) : (
            <div className="pt-6">
              <ArtworkGrid
                key={query}
                searchParams={record}
                scope={{ query, urlParams: query ? { query } : {} }}
                label="Artwork results"
              />
            </div>
          )}
        </>
      )}
    </SearchNavigation>
  )
}
