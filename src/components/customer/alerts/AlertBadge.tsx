'use client'

import useSWR from 'swr'
import { Link } from '@/components/ui/Link'
import { fetchUnseen, UNSEEN_KEY } from './alert-calls'

/** How many new works from followed artists the customer has not seen: a badge that leads to them on /saved. */
export function AlertBadge() {
  const { data: unseen } = useSWR(UNSEEN_KEY, fetchUnseen)
  if (!unseen) return null
  const label = unseen === 1 ? '1 new work from artists you follow' : `${unseen} new works from artists you follow`
  return (
    <Link
      href="/saved#new-from-followed"
      aria-label={label}
      title={label}
      data-testid="follow-alerts-badge"
      className="-ml-2 min-w-5 rounded-full bg-accent px-1.5 text-center text-xs leading-5 font-medium text-white"
    >
      {unseen > 99 ? '99+' : unseen}
    </Link>
  )
}
