import Link from 'next/link'
import type { ComponentProps } from 'react'

/**
 * A card's link. Cards are not prefetched as they scroll into view: a listing shows dozens, each prefetch
 * costs a request and main-thread work on a phone while the page is still starting, and every page they
 * lead to is answered from the page cache in about a millisecond when it is clicked.
 */
export function CardLink(props: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  return <Link prefetch={false} {...props} />
}
