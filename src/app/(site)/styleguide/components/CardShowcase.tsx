import type { ReactNode } from 'react'
import { ArtistCard } from '@/components/cards/ArtistCard'
import { ArtworkCard } from '@/components/cards/ArtworkCard'
import { CollectionCard } from '@/components/cards/CollectionCard'
import { ExhibitionCard } from '@/components/cards/ExhibitionCard'
import { JournalCard } from '@/components/cards/JournalCard'
import {
  SAMPLE_ARTIST,
  SAMPLE_ARTWORKS,
  SAMPLE_COLLECTION,
  SAMPLE_EXHIBITION,
  SAMPLE_STORY,
  SAMPLE_STUDIO,
} from './samples/cards'

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">{label}</p>
      {children}
    </li>
  )
}

const grid = 'grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3'

export function ArtworkCardStates() {
  return (
    <ul aria-label="Artwork card states" className={grid}>
      {SAMPLE_ARTWORKS.map(({ state, card }) => (
        <Labelled key={state} label={state}>
          <ArtworkCard artwork={card} productHref="/styleguide/components#artwork-cards" />
        </Labelled>
      ))}
    </ul>
  )
}

export function ContentCards() {
  return (
    <ul aria-label="Content cards" className={grid}>
      <Labelled label="Artist (first and last name)">
        <ArtistCard artist={SAMPLE_ARTIST} />
      </Labelled>
      <Labelled label="Artist (studio name)">
        <ArtistCard artist={SAMPLE_STUDIO} />
      </Labelled>
      <Labelled label="Collection">
        <CollectionCard collection={SAMPLE_COLLECTION} />
      </Labelled>
      <Labelled label="Exhibition">
        <ExhibitionCard exhibition={SAMPLE_EXHIBITION} />
      </Labelled>
      <Labelled label="Journal">
        <JournalCard story={SAMPLE_STORY} />
      </Labelled>
    </ul>
  )
}
