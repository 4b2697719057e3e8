import type { ReactNode } from 'react'

type Props = { title: string; eyebrow?: string; description?: ReactNode; children?: ReactNode }

/** The heading of a listing or detail page. */
export function PageHeading({ title, eyebrow, description, children }: Props) {
  return (
    <header className="mx-auto max-w-7xl px-4 pb-8 pt-12 md:px-6">
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p> : null}
      <h1 className="mt-2 font-serif text-3xl md:text-5xl">{title}</h1>
      {description ? <div className="mt-4 max-w-2xl text-lg text-muted">{description}</div> : null}
      {children}
    </header>
  )
}
