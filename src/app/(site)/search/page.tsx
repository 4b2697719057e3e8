import type { Metadata } from 'next'
import { SearchBoxNavigator } from '@/components/search/SearchBoxNavigator'
import { PageHeading } from '@/components/ui/PageHeading'

export const metadata: Metadata = { title: 'Search' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function SearchPage({ searchParams }: Props) {
  const { query } = await searchParams
  const text = typeof query === 'string' ? query : ''
  return (
    <PageHeading title="Search">
      <div className="mt-6">
        <SearchBoxNavigator key={text} query={text} />
      </div>
    </PageHeading>
  )
}
