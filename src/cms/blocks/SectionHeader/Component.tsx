import { CtaLink } from '@/components/ui/CtaLink'
import type { SectionHeaderBlock as SectionHeaderData } from '@/payload-types'
import { SECTION_ICONS } from './icons'

const BACKGROUNDS = { transparent: 'bg-transparent', white: 'bg-white', seashell: 'bg-seashell' } as const

type Props = { block: SectionHeaderData; headingLevel?: 'h1' | 'h2' }

/** The section header, with every display option an editor can set. */
export function SectionHeader({ block, headingLevel = 'h2' }: Props) {
  const options = block.displayOptions
  const background = options?.backgroundColor ?? 'transparent'
  const Heading = headingLevel
  const Icon = block.showIcon && block.icon ? SECTION_ICONS[block.icon] : null
  const classes = [
    'scroll-mt-24',
    BACKGROUNDS[background],
    options?.addPaddingTop === false ? '' : 'pt-12',
    options?.addPaddingBottom === false ? '' : 'pb-12',
    options?.addBottomBorder ? 'border-b border-line' : '',
  ]
  return (
    <section
      id={block.scrollOptions?.identifier || undefined}
      className={classes.join(' ')}
      data-block="section-header"
      data-background={background}
      data-border={options?.addBottomBorder ? 'true' : undefined}
    >
      <div className="mx-auto max-w-3xl px-4 text-center">
        {Icon ? <Icon aria-hidden data-icon={block.icon} className="mx-auto mb-4 size-8 text-accent" /> : null}
        {block.eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">{block.eyebrow}</p>
        ) : null}
        <Heading className="mt-2 font-serif text-3xl md:text-4xl">{block.title}</Heading>
        {block.description ? <p className="mt-4 text-lg text-muted">{block.description}</p> : null}
        {block.ctasCollection?.length ? (
          <ul className="mt-8 flex flex-wrap items-center justify-center gap-4">
            {block.ctasCollection.map((cta) => (
              <li key={cta.id ?? cta.path}>
                <CtaLink type={cta.type} path={cta.path} title={cta.title} darkMode={cta.darkMode} />
              </li>
            ))}
          </ul>
        ) : null}
        {block.note ? <p className="mt-6 text-sm text-muted">{block.note}</p> : null}
      </div>
    </section>
  )
}
