import { RichText } from '@/components/rich-text/RichText'
import { Disclosure } from '@/components/ui/Disclosure'
import type { FaqAccordionBlock } from '@/payload-types'

/** Questions that open one by one; answers are rich text. */
export function FaqAccordion({ block, id }: { block: FaqAccordionBlock; id: string }) {
  const headingId = `${id}-title`
  return (
    <section
      aria-labelledby={block.title ? headingId : undefined}
      aria-label={block.title ? undefined : 'Frequently asked questions'}
      className="mx-auto max-w-3xl px-4 py-8"
      data-block="faq"
    >
      {block.title ? (
        <h2 id={headingId} className="mb-4 font-serif text-2xl md:text-3xl">
          {block.title}
        </h2>
      ) : null}
      <div className="border-t border-line">
        {block.items.map((item, index) => (
          <Disclosure key={item.id ?? index} summary={item.question}>
            <RichText data={item.answer} className="prose-gallery text-muted" />
          </Disclosure>
        ))}
      </div>
    </section>
  )
}
