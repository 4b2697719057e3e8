import type { Page } from '@/payload-types'
import { ArtistRail } from './ArtistRail/Component'
import { ArtworkRail } from './ArtworkRail/Component'
import { CollectionRail } from './CollectionRail/Component'
import { ExhibitionRail } from './ExhibitionRail/Component'
import { FaqAccordion } from './FaqAccordion/Component'
import { JournalRail } from './JournalRail/Component'
import { ReadyToHang } from './ReadyToHang/Component'
import { RichTextSection } from './RichTextBlock/Component'
import { SectionHeader } from './SectionHeader/Component'

type PageBlock = Page['layout'][number]

const RAILS = new Set<PageBlock['blockType']>([
  'artworkRail',
  'artistRail',
  'collectionRail',
  'exhibitionRail',
  'journalRail',
])

/**
 * The one registry from block type to component. The first section header is the page's h1; the first card of
 * the first rail is the page's priority image.
 */
export function RenderBlocks({ blocks }: { blocks: PageBlock[] }) {
  const firstHeader = blocks.findIndex((block) => block.blockType === 'sectionHeader')
  const firstRail = blocks.findIndex((block) => RAILS.has(block.blockType))
  return blocks.map((block, index) => {
    // Block ids double as DOM ids for headings, so each rail labels itself uniquely.
    const id = `block-${block.id ?? index}`
    const leadsPage = index === firstRail
    switch (block.blockType) {
      case 'sectionHeader':
        return <SectionHeader key={id} block={block} headingLevel={index === firstHeader ? 'h1' : 'h2'} />
      case 'richText':
        return <RichTextSection key={id} block={block} />
      case 'artworkRail':
        return <ArtworkRail key={id} id={id} block={block} leadsPage={leadsPage} />
      case 'artistRail':
        return <ArtistRail key={id} id={id} block={block} leadsPage={leadsPage} />
      case 'collectionRail':
        return <CollectionRail key={id} id={id} block={block} leadsPage={leadsPage} />
      case 'exhibitionRail':
        return <ExhibitionRail key={id} id={id} block={block} leadsPage={leadsPage} />
      case 'journalRail':
        return <JournalRail key={id} id={id} block={block} leadsPage={leadsPage} />
      case 'faqAccordion':
        return <FaqAccordion key={id} id={id} block={block} />
      case 'readyToHang':
        return <ReadyToHang key={id} block={block} />
    }
  })
}
