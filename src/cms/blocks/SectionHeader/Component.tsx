import Link from 'next/link'
import type { SectionHeaderBlock as SectionHeaderData } from '@/payload-types'
import { SECTION_ICONS } from './icons'

const BACKGROUNDS = { transparent: 'bg-transparent', white: 'bg-white', seashell: 'bg-seashell' } as const

type Cta = NonNullable<SectionHeaderData['ctasCollection']>[number]

function ctaClass({ type, darkMode }: Cta): string {
  const dark = Boolean(darkMode)
  switch (type) {
    case 'fill':
      return dark ? 'bg-white px-5 py-3 text-ink hover:bg-seashell' : 'bg-ink px-5 py-3 text-white hover:bg-accent-strong'
    case 'outline':
      return dark ? 'border border-white px-5 py-3 text-white hover:bg-white/10' : 'border border-ink px-5 py-3 hover:bg-seashell'
    case 'underline':
      return `underline underline-offset-4 ${dark ? 'text-white' : ''}`
    default:
      return dark ? 'text-white hover:underline' : 'hover:underline'
  }
}

/** The spec's section header, with every display option an editor can set. */
export function SectionHeader({ block, headingLevel = 'h2' }: { block: SectionHeaderData; headingLevel?: 'h1' | 'h2' }) {
  const options = block.displayOptions
  const Heading = headingLevel
  const Icon = block.showIcon && block.icon ? SECTION_ICONS[block.icon] : null
  const classes = [
    BACKGROUNDS[options?.backgroundColor ?? 'transparent'],
    options?.addPaddingTop === false ? '' : 'pt-12',
    options?.addPaddingBottom === false ? '' : 'pb-12',
    options?.addBottomBorder ? 'border-b border-line' : '',
  ]
  return (
    <section id={block.scrollOptions?.identifier ?? undefined} className={classes.join(' ')} data-block="section-header">
      <div className="mx-auto max-w-3xl px-4 text-center">
        {Icon ? <Icon aria-hidden className="mx-auto mb-4 size-8 text-accent" /> : null}
        {block.eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-accent">{block.eyebrow}</p> : null}
        <Heading className="mt-2 font-serif text-3xl md:text-4xl">{block.title}</Heading>
        {block.description ? <p className="mt-4 text-lg text-muted">{block.description}</p> : null}
        {block.ctasCollection?.length ? (
          <ul className="mt-8 flex flex-wrap items-center justify-center gap-4">
            {block.ctasCollection.map((cta) => (
              <li key={cta.id ?? cta.path}>
                <Link href={cta.path} className={`inline-block ${ctaClass(cta)}`}>
                  {cta.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {block.note ? <p className="mt-6 text-sm text-muted">{block.note}</p> : null}
      </div>
    </section>
  )
}
