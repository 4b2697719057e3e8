import type { RichTextBlock as RichTextData } from '@/payload-types'
import { RichText } from '@/components/rich-text/RichText'

export function RichTextSection({ block }: { block: RichTextData }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" data-block="rich-text">
      <RichText data={block.content} className="prose-gallery" />
    </section>
  )
}
