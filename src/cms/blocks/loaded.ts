import type { ArtworkCardData } from '@/lib/catalog/artwork-card'
import type { ArtistCardDoc, CollectionCardDoc, ExhibitionCardDoc, StoryCardDoc } from '@/lib/cms/card-fields'
import type {
  ArtistRailBlock,
  ArtworkRailBlock,
  CollectionRailBlock,
  ExhibitionRailBlock,
  JournalRailBlock,
  Page,
} from '@/payload-types'

/** A block as an editor saved it on a page. */
export type PageBlock = Page['layout'][number]

type RailBlock = ArtworkRailBlock | ArtistRailBlock | CollectionRailBlock | ExhibitionRailBlock | JournalRailBlock

/** A rail block with the cards it shows, read before the page renders. */
export type ArtworkRailData = ArtworkRailBlock & { cards: ArtworkCardData[] }
export type ArtistRailData = ArtistRailBlock & { cards: ArtistCardDoc[] }
export type CollectionRailData = CollectionRailBlock & { cards: CollectionCardDoc[] }
export type ExhibitionRailData = ExhibitionRailBlock & { cards: ExhibitionCardDoc[] }
export type JournalRailData = JournalRailBlock & { cards: StoryCardDoc[] }

/** A page's block ready to draw: every rail carries its cards, every other block is as saved. */
export type LoadedBlock =
  | Exclude<PageBlock, RailBlock>
  | ArtworkRailData
  | ArtistRailData
  | CollectionRailData
  | ExhibitionRailData
  | JournalRailData

const RAILS = new Set<PageBlock['blockType']>([
  'artworkRail',
  'artistRail',
  'collectionRail',
  'exhibitionRail',
  'journalRail',
])

/** Where each block sits on its page: its DOM id, its heading level, and whether it is the page's first rail. */
export type BlockPlace = { id: string; headingLevel: 'h1' | 'h2'; leadsPage: boolean }

/**
 * The first section header is the page's h1; the first card of the first rail is the page's priority image.
 * Block ids double as DOM ids for headings, so each rail labels itself uniquely.
 */
export function placeBlocks<Block extends { id?: string | null; blockType: PageBlock['blockType'] }>(
  blocks: readonly Block[],
): Array<{ block: Block; place: BlockPlace }> {
  const firstHeader = blocks.findIndex((block) => block.blockType === 'sectionHeader')
  const firstRail = blocks.findIndex((block) => RAILS.has(block.blockType))
  return blocks.map((block, index) => ({
    block,
    place: {
      id: `block-${block.id ?? index}`,
      headingLevel: index === firstHeader ? 'h1' : 'h2',
      leadsPage: index === firstRail,
    },
  }))
}
