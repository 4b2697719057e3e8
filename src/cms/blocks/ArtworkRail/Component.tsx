import { ArtworkCard } from '@/components/cards/ArtworkCard'
import { Rail, type RailProps } from '../rail/Rail'
import type { ArtworkRailData } from '../loaded'
import { env } from '@/lib/env'
import { shopLinks } from '@/lib/shop/links'

/** Artwork cards from the block's source, linking to each work's product page. */
export function ArtworkRail({ block, id, leadsPage }: RailProps<ArtworkRailData>) {
  const shop = shopLinks(env().SHOP_URL)
  const items = block.cards.map((card, index) => ({
    key: card.id,
    card: <ArtworkCard artwork={card} productHref={shop.product(card.handle)} priority={leadsPage && index === 0} />,
  }))
  return <Rail id={id} kind="artwork" settings={block} items={items} />
}
