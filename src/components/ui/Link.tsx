import type { ComponentProps } from 'react'

/**
 * A link between storefront pages: a plain anchor. Every page is HTML from the page cache, so following a link is
 * a full page load answered in about a millisecond, with no client router to ship or prefetch for.
 */
export function Link(props: ComponentProps<'a'>) {
  return <a {...props} />
}
