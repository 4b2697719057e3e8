import type { Page, SectionHeaderBlock } from '@/payload-types'
import type { ShopLinks } from '@/lib/shop/links'
import type { RichText } from '@/lib/synthetic-content/lexical'
import type { ArtworkPlan } from './plan-artworks'

/** What the pages' copy is written from: the gallery's address, its shop links and the works it shows. */
export type PageFacts = { supportEmail: string; shop: ShopLinks; works: readonly ArtworkPlan[] }

export type Header = Omit<SectionHeaderBlock, 'blockType' | 'id' | 'blockName'>
export type Cta = NonNullable<Header['ctasCollection']>[number]

type LayoutBlock = Page['layout'][number]
type WithoutIds<B> = B extends LayoutBlock ? Omit<B, 'id' | 'blockName'> : never
export type BlockData = WithoutIds<LayoutBlock>

/** Ids the seed only knows once the catalog is written: artworks by handle. */
export type SeedRefs = { artworkId: (handle: string) => number | undefined }
export type BlockPlan = BlockData | ((refs: SeedRefs) => BlockData | null)

/** A page: its header, then `before`, the rich-text body and `after`, in that order. */
export type PagePlan = {
  path: string
  title: string
  header: Header
  body: RichText[]
  before?: BlockPlan[]
  after?: BlockPlan[]
}

export const cta = (title: string, path: string, type: Cta['type'] = 'fill', darkMode = false): Cta => ({
  type,
  title,
  path,
  darkMode,
})

type Display = NonNullable<Header['displayOptions']>

/** Display options vary page to page so the styleguide's combinations all appear in the demo. */
export function display(
  backgroundColor: Display['backgroundColor'],
  addBottomBorder = false,
  addPaddingTop = true,
): Display {
  return { backgroundColor, addPaddingTop, addPaddingBottom: true, addBottomBorder }
}
