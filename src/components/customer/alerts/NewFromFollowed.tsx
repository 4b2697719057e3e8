'use client'

import { useEffect } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { Link } from '@/components/ui/Link'
import { ALERTS_KEY, fetchAlerts, markSeen, UNSEEN_KEY } from './alert-calls'

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })

/**
 * "New from artists you follow" on /saved, newest first with the date each was published. Showing them marks
 * them seen (one statement on the server), which clears the header's badge.
 */
export function NewFromFollowed() {
  const { data, error } = useSWR(ALERTS_KEY, fetchAlerts)
  const { mutate } = useSWRConfig()
  const unseen = data?.unseen ?? 0
  useEffect(() => {
    if (unseen === 0) return
    markSeen().then(
      () => mutate(UNSEEN_KEY, 0, { revalidate: false }),
      (failure: unknown) => console.warn('follow alerts: could not mark them seen', failure),
    )
  }, [unseen, mutate])
  if (error || !data || data.alerts.length === 0) return null
  return (
    <section id="new-from-followed" aria-labelledby="new-from-followed-heading" className="mt-8">
      <h2 id="new-from-followed-heading" className="font-serif text-xl">
        New from artists you follow
      </h2>
      <ul aria-label="New from artists you follow" className="mt-4 divide-y divide-line">
        {data.alerts.map((alert) => (
          <li key={alert.artwork.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
            <span>
              <Link href={alert.artwork.href} className="underline underline-offset-4">
                {alert.artwork.title}
              </Link>{' '}
              <span className="text-muted">by {alert.artwork.artist}</span>
            </span>
            <time dateTime={alert.publishedAt} className="text-sm text-muted">
              {dateOf(alert.publishedAt)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  )
}
