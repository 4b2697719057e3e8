import type { ReactNode } from 'react'

type Props = { id: string; title: string; description?: string; children: ReactNode }

/** One titled part of the style guide, addressable by its id. */
export function GuideSection({ id, title, description, children }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-7xl scroll-mt-24 border-t border-line px-4 py-10 md:px-6"
      data-guide-section={id}
    >
      <h2 id={`${id}-title`} className="font-serif text-2xl md:text-3xl">
        {title}
      </h2>
      {description ? <p className="mt-2 max-w-2xl text-muted">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  )
}
