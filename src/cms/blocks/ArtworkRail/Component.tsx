import type { Where } from 'payload'
import { ArtworkCard } from '@/components/cards/ArtworkCard'
import { inChosenOrder, relationIds } from '../rail/relation-ids'
import { Rail, type RailProps } from '../rail/Rail'
import { listArtworkCards } from '@/lib/cms/artworks'
import { findOne } from '@/lib/cms/queries'
import { env } from '@/lib/env'
import { shopLinks } from '@/lib/shop/links'
import type { ArtworkRailBlock } from '@/payload-types'

type Query = { where: Where; sort: string; chosen?: number[] }

async function collectionArtworkIds(collection: ArtworkRailBlock['collection']): Promise<number[]> {
  if (!collection) return []
  const id = typeof collection === 'number' ? collection : collection.id
  // Read again through access control: the collection itself may be unpublished.
  const doc = await findOne('collections', { id: { equals: id } }, { select: { artworks: true }, depth: 0 })
  return relationIds(doc?.artworks)
}

async function queryFor(block: ArtworkRailBlock): Promise<Query> {
  switch (block.source) {
    case 'featured':
      return { where: { featured: { equals: true } }, sort: '-publishedAt' }
    case 'collection': {
      const ids = await collectionArtworkIds(block.collection)
      return { where: { id: { in: ids } }, sort: '-featured', chosen: ids }
    }
    case 'chosen': {
      const ids = relationIds(block.artworks)
      return { where: { id: { in: ids } }, sort: '-publishedAt', chosen: ids }
    }
    default:
      return { where: {}, sort: '-publishedAt' }
  }
}

/** Artwork cards from the block's source, linking to each work's product page. */
export async function ArtworkRail({ block, id, leadsPage }: RailProps<ArtworkRailBlock>) {
  const query = await queryFor(block)
  const empty = query.chosen?.length === 0
  const cards = empty ? [] : await listArtworkCards(query.where, query.sort, block.limit)
  const ordered = block.source === 'chosen' && query.chosen ? inChosenOrder(cards, query.chosen) : cards
  const shop = shopLinks(env().SHOP_URL)
  const items = ordered.map((card, index) => ({
    key: card.id,
    card: <ArtworkCard artwork={card} productHref={shop.product(card.handle)} priority={leadsPage && index === 0} />,
  }))
  return <Rail id={id} kind="artwork" settings={block} items={items} />
}
