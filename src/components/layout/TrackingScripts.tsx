import Script from 'next/script'
import type { Setting } from '@/payload-types'
import { PageViewTracker } from './PageViewTracker'

type Props = { tracking: Setting['tracking']; trackPageViews: boolean }

/** Tag manager, marketing script and page-view tracking: each loads only when configured. */
export function TrackingScripts({ tracking, trackPageViews }: Props) {
  const containerId = tracking?.tagManagerContainerId
  const marketingUrl = tracking?.marketingScriptEnabled ? tracking.marketingScriptUrl : null
  return (
    <>
      {containerId ? (
        <Script
          id="tag-manager"
          strategy="afterInteractive"
          src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`}
        />
      ) : null}
      {marketingUrl ? <Script id="marketing-script" strategy="lazyOnload" src={marketingUrl} /> : null}
      {trackPageViews ? <PageViewTracker containerId={containerId ?? null} /> : null}
    </>
  )
}
