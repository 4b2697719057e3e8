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

/** The one registry from block type to component. The first section header is the page's h1. */
export function RenderBlocks({ blocks }: { blocks: PageBlock[] }) {
  const firstHeader = blocks.findIndex((block) => block.blockType === 'sectionHeader')
  return blocks.map((block, index) => {
    // Block ids double as DOM ids for headings, so each rail labels itself uniquely.
    const id = `block-${block.id ?? index}`
    switch (block.blockType) {
      case 'sectionHeader':
        return <SectionHeader key={id} block={block} headingLevel={index === firstHeader ? 'h1' : 'h2'} />
      case 'richText':
        return <RichTextSection key={id} block={block} />
      case 'artworkRail':
        return <ArtworkRail key={id} id={id} block={block} />
      case 'artistRail':
        return <ArtistRail key={id} id={id} block={block} />
      case 'collectionRail':
        return <CollectionRail key={id} id={id} block={block} />
      case 'exhibitionRail':
        return <ExhibitionRail key={id} id={id} block={block} />
      case 'journalRail':
        return <JournalRail key={id} id={id} block={block} />
      case 'faqAccordion':
        return <FaqAccordion key={id} id={id} block={block} />
      case 'readyToHang':
        return <ReadyToHang key={id} block={block} />
    }
  })
}
