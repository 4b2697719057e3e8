import ArrowRight from 'lucide-react/icons/arrow-right'
import { Link } from '@/components/ui/Link'
import type { ReactNode } from 'react'

export type RailLayout = 'scroll' | 'grid'
export type RailItem = { key: string | number; card: ReactNode }

/** What every rail block is given: `leadsPage` for the page's first rail, whose first card's image is fetched first. */
export type RailProps<Block> = { block: Block; id: string; leadsPage: boolean }

export type RailKind = 'artwork' | 'artist' | 'collection' | 'exhibition' | 'journal'

/** What an editor sets on every rail block. */
export type RailSettings = {
  title: string
  viewAll?: { label?: string | null; path?: string | null } | null
  layout: RailLayout
}

type Props = { id: string; kind: RailKind; settings: RailSettings; items: RailItem[] }

const EMPTY_TEXTS: Record<RailKind, string> = {
  artwork: 'No works to show here right now.',
  artist: 'No artists to show here right now.',
  collection: 'No collections to show here right now.',
  exhibition: 'Nothing to show here right now.',
  journal: 'No stories to show here right now.',
}

/** The classes of a rail's list of cards, by layout. */
export const RAIL_LISTS: Record<RailLayout, string> = {
  // Cards keep a fixed width and snap, so a row can be swiped or scrolled with the keyboard.
  scroll: [
    'flex snap-x snap-mandatory scroll-px-4 gap-6 overflow-x-auto px-4 pb-4 md:scroll-px-6 md:px-6',
    '[&>li]:w-64 [&>li]:shrink-0 [&>li]:snap-start md:[&>li]:w-72',
  ].join(' '),
  grid: 'grid grid-cols-1 gap-x-6 gap-y-10 px-4 sm:grid-cols-2 md:px-6 lg:grid-cols-4',
}

const VIEW_ALL_LINK =
  'inline-flex shrink-0 items-center gap-1 text-sm font-medium underline underline-offset-4 hover:text-accent-strong'

type SectionProps = { id: string; kind: RailKind; settings: RailSettings; count: number; children: ReactNode }

/**
 * A rail's frame: its titled section with an optional 'View all' link, around its list of cards (`children`,
 * the `RAIL_LISTS` list, drawn only when there are `count` cards), or the kind's empty text.
 */
export function RailSection({ id, kind, settings, count, children }: SectionProps) {
  const { title, viewAll, layout } = settings
  const headingId = `${id}-title`
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-7xl py-10"
      data-block="rail"
      data-rail={kind}
      data-layout={layout}
    >
      <div className="mb-6 flex items-baseline justify-between gap-4 px-4 md:px-6">
        <h2 id={headingId} className="font-serif text-2xl md:text-3xl">
          {title}
        </h2>
        {viewAll?.path ? (
          <Link href={viewAll.path} aria-label={`${viewAll.label || 'View all'}: ${title}`} className={VIEW_ALL_LINK}>
            {viewAll.label || 'View all'}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        ) : null}
      </div>
      {count ? children : <p className="px-4 text-muted md:px-6">{EMPTY_TEXTS[kind]}</p>}
    </section>
  )
}

/** A titled row of cards with an optional 'View all' link; the layout is the editor's choice. */
export function Rail({ id, kind, settings, items }: Props) {
  return (
    <RailSection id={id} kind={kind} settings={settings} count={items.length}>
      <ul aria-label={settings.title} className={RAIL_LISTS[settings.layout]}>
        {items.map((item) => (
          <li key={item.key}>{item.card}</li>
        ))}
      </ul>
    </RailSection>
  )
}
