import { RichTextBlock } from './RichTextBlock/config'
import { SectionHeaderBlock } from './SectionHeader/config'

/** Every block an editor can place on a page; the section header comes first, as in the spec. */
export const pageBlocks = [SectionHeaderBlock, RichTextBlock]
