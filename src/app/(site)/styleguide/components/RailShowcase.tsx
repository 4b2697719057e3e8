import { ArtworkCard } from '@/components/cards/ArtworkCard'
import { Rail, type RailLayout } from '@/cms/blocks/rail/Rail'
import { SAMPLE_ARTWORKS } from './samples/cards'

/** The rail frame every rail block uses, in both layouts, with sample artwork cards. */
export function RailShowcase({ layout }: { layout: RailLayout }) {
  return (
    <div className="-mx-4 border border-line md:-mx-6">
      <Rail
        id={`sample-rail-${layout}`}
        kind="artwork"
        settings={{
          title: layout === 'scroll' ? 'Scrolling rail' : 'Grid rail',
          viewAll: { label: 'View all', path: '/artworks' },
          layout,
        }}
        items={SAMPLE_ARTWORKS.slice(0, layout === 'scroll' ? 6 : 4).map(({ card }) => ({
          key: card.id,
          card: <ArtworkCard artwork={card} productHref="/styleguide/components#rails" />,
        }))}
      />
    </div>
  )
}
