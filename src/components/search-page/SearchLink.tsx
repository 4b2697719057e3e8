'use client'

import { Link } from '@/components/ui/Link'
import type { ComponentProps, MouseEvent } from 'react'
import { useSearchNavigation } from './SearchNavigation'

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string }

/** A plain click (no modifier key, no new tab) on a link to another view of the search page. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * A link to another view of the search page (a tab, Show More). A plain click goes through the page's
 * navigation, so a slow answer shows as stalled; any other click, and a page without JavaScript, follow the
 * link as usual.
 */
export function SearchLink({ href, onClick, ...props }: Props) {
  const navigate = useSearchNavigation()
  return (
    <Link
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || !isPlainClick(event)) return
        event.preventDefault()
        navigate(href, 'push')
      }}
    />
  )
}
