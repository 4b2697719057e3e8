import type { Metadata } from 'next'
import { SectionHeader } from '@/cms/blocks/SectionHeader/Component'
import { RichText } from '@/components/rich-text/RichText'
import { Disclosure } from '@/components/ui/Disclosure'
import { PageHeading } from '@/components/ui/PageHeading'
import { ReadyToHangNotice } from '@/components/ui/ReadyToHangNotice'
import { GuideSection } from '../GuideSection'
import { ArtworkCardStates, ContentCards } from './CardShowcase'
import { CtaShowcase } from './CtaShowcase'
import { RailShowcase } from './RailShowcase'
import { SAMPLE_HEADERS } from './samples/headers'
import { sampleRichText } from './samples/rich-text'

export const metadata: Metadata = { title: 'Components', robots: { index: false, follow: false } }

const TITLES = {
  ctas: 'Calls to action',
  'section-headers': 'Section headers',
  'artwork-cards': 'Artwork cards',
  'content-cards': 'Artist, collection, exhibition and journal cards',
  rails: 'Rails',
  faq: 'FAQ accordion',
  'ready-to-hang': 'Ready-to-hang notice',
  'rich-text': 'Rich text',
} as const

export default function StyleguideComponentsPage() {
  return (
    <>
      <PageHeading
        title="Components"
        eyebrow="Style Guide"
        description="Every UI component in its states, with sample data."
      >
        <nav aria-label="Components" className="mt-6">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {Object.entries(TITLES).map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`} className="underline underline-offset-4">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeading>
      <GuideSection
        id="ctas"
        title={TITLES.ctas}
        description="Fill, outline, underline and default; dark mode is for dark surfaces."
      >
        <CtaShowcase />
      </GuideSection>
      <GuideSection id="section-headers" title={TITLES['section-headers']}>
        <ul className="space-y-8">
          {SAMPLE_HEADERS.map(({ label, block }) => (
            <li key={label}>
              <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">{label}</p>
              <div className="border border-dashed border-line">
                <SectionHeader block={block} />
              </div>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection
        id="artwork-cards"
        title={TITLES['artwork-cards']}
        description="Hover a card with a mouse to see its second image."
      >
        <ArtworkCardStates />
      </GuideSection>
      <GuideSection id="content-cards" title={TITLES['content-cards']}>
        <ContentCards />
      </GuideSection>
      <GuideSection
        id="rails"
        title={TITLES.rails}
        description="Every rail block: a title, an optional 'View all' link, scrolling or grid."
      >
        <div className="space-y-8">
          <RailShowcase layout="scroll" />
          <RailShowcase layout="grid" />
        </div>
      </GuideSection>
      <GuideSection
        id="faq"
        title={TITLES.faq}
        description="Native disclosure: click, or focus and press Enter or Space."
      >
        <div className="max-w-3xl border-t border-line">
          <Disclosure summary="A closed question">
            <p className="text-muted">The answer, hidden until opened.</p>
          </Disclosure>
          <Disclosure summary="An open question" defaultOpen>
            <p className="text-muted">The answer, shown because this item starts open.</p>
          </Disclosure>
        </div>
      </GuideSection>
      <GuideSection id="ready-to-hang" title={TITLES['ready-to-hang']}>
        <ReadyToHangNotice />
      </GuideSection>
      <GuideSection id="rich-text" title={TITLES['rich-text']}>
        <RichText data={sampleRichText()} className="prose-gallery max-w-3xl" />
      </GuideSection>
    </>
  )
}
