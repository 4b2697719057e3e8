import { Link } from '@/components/ui/Link'
import { PageHeading } from '@/components/ui/PageHeading'
import { GuideSection } from './GuideSection'
import { BREAKPOINT_NAMES, SPACING, TYPE_SCALE } from './scales'
import type { ThemeTokens } from './theme-tokens'

const pixels = (rem: string) => `${Number.parseFloat(rem) * 16} px`

/** The style guide's tokens, read from the stylesheet by the page (`readThemeTokens`). */
export function TokensGuide({ tokens }: { tokens: ThemeTokens }) {
  const { colors, breakpoints, fonts } = tokens
  return (
    <>
      <PageHeading
        title="Style Guide"
        eyebrow="Design tokens"
        description="The colours, type, spacing and breakpoints every page is built from."
      >
        <Link href="/styleguide/components" className="mt-4 inline-block underline underline-offset-4">
          See every component
        </Link>
      </PageHeading>
      <GuideSection
        id="colours"
        title="Colours"
        description="From the @theme block of the site stylesheet; use them as bg-, text- and border- utilities."
      >
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-6">
          {colors.map((token) => (
            <li key={token.name} data-token="color">
              <div className="h-16 border border-line" style={{ backgroundColor: token.value }} />
              <p className="mt-1 text-sm font-medium">{token.name}</p>
              <p className="text-xs text-muted">{token.value}</p>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection id="fonts" title="Typefaces">
        <ul className="space-y-4">
          {fonts.map((token) => (
            <li key={token.name} data-token="font">
              <p className="text-2xl" style={{ fontFamily: token.value }}>
                font-{token.name}: Art that stays with you
              </p>
              <p className="text-xs text-muted">{token.value}</p>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection id="type-scale" title="Type scale">
        <ul className="space-y-3">
          {TYPE_SCALE.map(([utility, size, use]) => (
            <li key={utility} data-token="type" className="flex flex-wrap items-baseline gap-x-6">
              <span className="w-40 shrink-0 text-sm text-muted">
                {utility} · {size}
              </span>
              <span className={`${utility} font-serif`}>{use}</span>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection
        id="spacing"
        title="Spacing"
        description="Tailwind's spacing scale; sections use 12 (3rem) above and below."
      >
        <ul className="space-y-2">
          {SPACING.map(([step, size, width]) => (
            <li key={step} data-token="spacing" className="flex items-center gap-4">
              <span className="w-28 shrink-0 text-sm text-muted">
                {step} · {size}
              </span>
              <span className={`${width} h-4 bg-accent`} />
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection
        id="breakpoints"
        title="Breakpoints"
        description="Mobile first: each applies from its width up. Pages are designed down to 375 px."
      >
        <table className="w-full max-w-xl text-left text-sm">
          <thead>
            <tr className="border-b border-line">
              <th className="py-2">Prefix</th>
              <th className="py-2">Name</th>
              <th className="py-2">Min width</th>
            </tr>
          </thead>
          <tbody>
            {breakpoints.map((token) => (
              <tr key={token.name} data-token="breakpoint" className="border-b border-line">
                <td className="py-2 font-mono">{token.name}:</td>
                <td className="py-2">{BREAKPOINT_NAMES[token.name] ?? '–'}</td>
                <td className="py-2">
                  {pixels(token.value)} ({token.value})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </GuideSection>
    </>
  )
}
