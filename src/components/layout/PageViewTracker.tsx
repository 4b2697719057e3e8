'use client'

import { useEffect, useRef } from 'react'
import { analyticsUser, browserAnonymousId } from '@/lib/analytics/analytics-user'
import { waitForAnalytics } from '@/lib/analytics/wait-for-analytics'
import { useCustomer } from '@/components/customer/useCustomer'

type TagManagerWindow = Window & {
  dataLayer?: Array<Record<string, unknown>>
  google_tag_manager?: Record<string, unknown>
}

function anonymousIdForThisBrowser(): string {
  try {
    return browserAnonymousId(window.localStorage)
  } catch (error) {
    // Storage can be switched off (private windows, strict settings): the visit still counts, as a new visitor.
    console.warn('analytics: no storage for the anonymous id', error)
    return crypto.randomUUID()
  }
}

/**
 * One page view per load, with the analytics user, handed to the tag manager's data layer once the tag manager
 * has loaded. If it has not loaded in time the view is queued anyway: the tag manager reads the queue when it comes.
 */
export function PageViewTracker({ containerId }: { containerId: string | null }) {
  const { customer, isLoading } = useCustomer()
  const tracked = useRef(false)
  const customerId = customer?.id ?? null

  useEffect(() => {
    if (isLoading || tracked.current) return
    tracked.current = true
    const target = window as TagManagerWindow
    const tagManagerLoaded = () => !containerId || Boolean(target.google_tag_manager?.[containerId])
    void waitForAnalytics(tagManagerLoaded).then(() => {
      target.dataLayer ??= []
      target.dataLayer.push({
        event: 'page_view',
        page_path: window.location.pathname,
        page_title: document.title,
        user: analyticsUser(customerId, anonymousIdForThisBrowser()),
      })
    })
  }, [containerId, customerId, isLoading])
  return null
}
