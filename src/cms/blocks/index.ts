import { ArtistRailBlock } from './ArtistRail/config'
import { ArtworkRailBlock } from './ArtworkRail/config'
import { EnquiryFormBlock } from './EnquiryForm/config'
import { CollectionRailBlock } from './CollectionRail/config'
import { ExhibitionRailBlock } from './ExhibitionRail/config'
import { FaqAccordionBlock } from './FaqAccordion/config'
import { JournalRailBlock } from './JournalRail/config'
import { ReadyToHangBlock } from './ReadyToHang/config'
import { RichTextBlock } from './RichTextBlock/config'
import { SectionHeaderBlock } from './SectionHeader/config'

/** Every block an editor can place on a page; the section header comes first, as it opens most pages. */
export const pageBlocks = [
  SectionHeaderBlock,
  RichTextBlock,
  ArtworkRailBlock,
  ArtistRailBlock,
  CollectionRailBlock,
  ExhibitionRailBlock,
  JournalRailBlock,
  FaqAccordionBlock,
  ReadyToHangBlock,
  EnquiryFormBlock,
]
