import type { Page } from '@/payload-types'
import { RichTextSection } from '@/cms/blocks/RichTextBlock/Component'
import { SectionHeader } from '@/cms/blocks/SectionHeader/Component'

type PageBlock = Page['layout'][number]

/** The one registry from block type to component. The first section header is the page's h1. */
export function RenderBlocks({ blocks }: { blocks: PageBlock[] }) {
  const firstHeader = blocks.findIndex((block) => block.blockType === 'sectionHeader')
  return blocks.map((block, index) => {
    const key = block.id ?? `${block.blockType}-${index}`
    switch (block.blockType) {
      case 'sectionHeader':
        return <SectionHeader key={key} block={block} headingLevel={index === firstHeader ? 'h1' : 'h2'} />
      case 'richText':
        return <RichTextSection key={key} block={block} />
    }
  })
}
