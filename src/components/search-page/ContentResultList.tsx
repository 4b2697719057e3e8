import type { ReactNode } from 'react'
import { SearchLink } from './SearchLink'
import { ArtistCardView } from '@/components/cards/ArtistCard'
import { CardGrid } from '@/components/cards/CardGrid'
import { CollectionCardView } from '@/components/cards/CollectionCard'
import { ExhibitionCardView } from '@/components/cards/ExhibitionCard'
import { JournalCardView } from '@/components/cards/JournalCard'
import { thumbnail } from '@/components/cards/thumbnail'
import type { ContentResults } from '@/lib/gallery-search/server/site-search'
import { searchPageHref } from '@/lib/site-search/params'
import { TAB_LABELS } from '@/lib/site-search/tabs'

function ResultCards({ content }: { content: ContentResults }) {
  switch (content.tab) {
    case 'artist':
      return content.records.map((artist) => (
        <li key={artist.objectID}>
          <ArtistCardView
            slug={artist.slug}
            name={artist.name}
            location={artist.location}
            image={thumbnail(artist.image, `Portrait of ${artist.name}`)}
          />
        </li>
      ))
    case 'collection':
      return content.records.map((collection) => (
        <li key={collection.objectID}>
          <CollectionCardView {...collection} image={thumbnail(collection.image, '')} />
        </li>
      ))
    case 'journal':
      return content.records.map((story) => (
        <li key={story.objectID}>
          <JournalCardView {...story} image={thumbnail(story.image, '')} />
        </li>
      ))
    case 'exhibition':
      return content.records.map((exhibition) => (
        <li key={exhibition.objectID}>
          <ExhibitionCardView {...exhibition} image={thumbnail(exhibition.image, '')} />
        </li>
      ))
  }
}

type Props = { content: ContentResults; query: string; page: number; children?: ReactNode }

/**
 * The cards of a content tab, and Show More while there are more: a link to the next page's address. A page that
 * draws the cards itself (artists, with their Follow islands) passes them, list included, as children.
 */
export function ContentResultList({ content, query, page, children }: Props) {
  return (
    <div className="pb-16 pt-8" data-search-results={content.tab}>
      {children ?? (
        <CardGrid label={`${TAB_LABELS[content.tab]} results`}>
          <ResultCards content={content} />
        </CardGrid>
      )}
      {content.hasMore ? (
        <div className="mt-10 text-center">
          <SearchLink
            href={searchPageHref({ query, tab: content.tab, page: page + 1 })}
            className="inline-block border border-ink px-6 py-3 hover:bg-ink hover:text-white"
          >
            Show More
          </SearchLink>
        </div>
      ) : null}
    </div>
  )
}
