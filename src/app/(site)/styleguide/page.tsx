import type { Metadata } from 'next'
import Link from 'next/link'
import { PageHeading } from '@/components/ui/PageHeading'

export const metadata: Metadata = { title: 'Style Guide', robots: { index: false } }

const COLOURS = [
  ['ink', 'bg-ink'],
  ['muted', 'bg-muted'],
  ['line', 'bg-line'],
  ['seashell', 'bg-seashell'],
  ['accent', 'bg-accent'],
  ['accent-strong', 'bg-accent-strong'],
] as const

export default function StyleguidePage() {
  return (
    <>
      <PageHeading title="Style Guide" eyebrow="Design tokens">
        <Link href="/styleguide/components" className="mt-4 inline-block underline">
          Components
        </Link>
      </PageHeading>
      <section aria-labelledby="colours" className="mx-auto max-w-7xl px-4 md:px-6">
        <h2 id="colours" className="font-serif text-2xl">
          Colours
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-6">
          {COLOURS.map(([name, swatch]) => (
            <li key={name}>
              <div className={`h-16 border border-line ${swatch}`} />
              <p className="mt-1 text-sm">{name}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
