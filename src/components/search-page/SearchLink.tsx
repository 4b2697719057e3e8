import type { ComponentProps } from 'react'
import { Link } from '@/components/ui/Link'

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string }

/**
 * A link to another view of the search page (a tab, Show More, Try again): a plain link, so it works before
 * hydration and without JavaScript. The page's script takes a plain click on it through the page's navigation
 * (`followSearchLinks`), which shows the wait while the next view loads; any other click follows the link as usual.
 */
export function SearchLink(props: Props) {
  return <Link {...props} data-search-link="" />
}
