'use client'

import { useEffect, useRef } from 'react'

type DataLayerWindow = Window & { dataLayer?: Array<Record<string, unknown>> }

/** One page view per load, handed to the tag manager's data layer. */
export function PageViewTracker() {
  const tracked = useRef(false)
  useEffect(() => {
    if (tracked.current) return
    tracked.current = true
    const target = window as DataLayerWindow
    target.dataLayer ??= []
    target.dataLayer.push({ event: 'page_view', page_path: window.location.pathname, page_title: document.title })
  }, [])
  return null
}
