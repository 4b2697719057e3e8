import { ArtistRail } from './ArtistRail/Component'
import { ArtworkRail } from './ArtworkRail/Component'
import { CollectionRail } from './CollectionRail/Component'
import { ExhibitionRail } from './ExhibitionRail/Component'
import { FaqAccordion } from './FaqAccordion/Component'
import { JournalRail } from './JournalRail/Component'
import { ReadyToHang } from './ReadyToHang/Component'
import { RichTextSection } from './RichTextBlock/Component'
import { SectionHeader } from './SectionHeader/Component'
import type { BlockPlace, LoadedBlock } from './loaded'

/** The one registry from block type to component, for one block in its place on the page. */
export function RenderBlock({ block, place }: { block: LoadedBlock; place: BlockPlace }) {
  const { id, leadsPage } = place
  switch (block.blockType) {
    case 'sectionHeader':
      return <SectionHeader block={block} headingLevel={place.headingLevel} />
    case 'richText':
      return <RichTextSection block={block} />
    case 'artworkRail':
      return <ArtworkRail id={id} block={block} leadsPage={leadsPage} />
    case 'artistRail':
      return <ArtistRail id={id} block={block} leadsPage={leadsPage} />
    case 'collectionRail':
      return <CollectionRail id={id} block={block} leadsPage={leadsPage} />
    case 'exhibitionRail':
      return <ExhibitionRail id={id} block={block} leadsPage={leadsPage} />
    case 'journalRail':
      return <JournalRail id={id} block={block} leadsPage={leadsPage} />
    case 'faqAccordion':
      return <FaqAccordion id={id} block={block} />
    case 'readyToHang':
      return <ReadyToHang block={block} />
    case 'enquiryForm':
      // Its button is an island, which only the storefront's Blocks.astro can place.
      return null
  }
}
