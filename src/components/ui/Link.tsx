import NextLink from 'next/link'
import type { ComponentProps } from 'react'

/**
 * Next's link, not prefetched as it scrolls into view unless a caller asks. A page shows about a hundred links in
 * its menus, footer and listings: each prefetch costs a request and main-thread work on a phone while the page is
 * still starting, and every page they lead to is answered from the page cache in about a millisecond on click.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />
}
