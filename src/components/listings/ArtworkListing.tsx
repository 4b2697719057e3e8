import { ArtworkGrid } from '@/components/artwork-grid/ArtworkGrid'
import { PageHeading } from '@/components/ui/PageHeading'
import type { GridScope } from '@/components/artwork-grid/artwork-grid-params'
import type { QueryRecord } from '@/components/artwork-grid/routing/route-query'

type Props = {
  title: string
  eyebrow?: string
  description?: string
  searchParams: QueryRecord
  scope?: GridScope
  /** 2 when the grid is a section of a page that has its own h1 (an artist's page). */
  headingLevel?: 1 | 2
}

/** A titled artwork grid: filters, sort and Show More, first results rendered on the server. */
export function ArtworkListing({
  title,
  eyebrow = 'Artwork',
  description,
  searchParams,
  scope,
  headingLevel = 1,
}: Props) {
  return (
    <>
      {headingLevel === 1 ? (
        <PageHeading title={title} eyebrow={eyebrow} description={description} />
      ) : (
        <div className="mx-auto max-w-7xl px-4 pb-6 pt-16 md:px-6">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>
          <h2 className="mt-2 font-serif text-3xl">{title}</h2>
        </div>
      )}
      <ArtworkGrid searchParams={searchParams} scope={scope} label={`${title}: artworks`} />
    </>
  )
}
