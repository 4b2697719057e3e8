import type { LoadedBlock, PageBlock } from './loaded'
import {
  artistRailCards,
  artworkRailCards,
  collectionRailCards,
  exhibitionRailCards,
  journalRailCards,
} from './rail/cards'

async function loadBlock(block: PageBlock): Promise<LoadedBlock> {
  switch (block.blockType) {
    case 'artworkRail':
      return { ...block, cards: await artworkRailCards(block) }
    case 'artistRail':
      return { ...block, cards: await artistRailCards(block) }
    case 'collectionRail':
      return { ...block, cards: await collectionRailCards(block) }
    case 'exhibitionRail':
      return { ...block, cards: await exhibitionRailCards(block) }
    case 'journalRail':
      return { ...block, cards: await journalRailCards(block) }
    default:
      return block
  }
}

/** A page's blocks with every rail's cards read, all at once: the block components read nothing themselves. */
export function loadBlocks(blocks: readonly PageBlock[]): Promise<LoadedBlock[]> {
  return Promise.all(blocks.map(loadBlock))
}
