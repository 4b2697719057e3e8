import Script from 'next/script'
import { env } from '@/lib/env'
import { enabledThirdPartyScripts } from '@/lib/third-party/scripts'
import { TAG_MANAGER_SCRIPT } from '@/lib/third-party/vendors'
import type { Setting } from '@/payload-types'
import { PageViewTracker } from './PageViewTracker'

type Props = { tracking: Setting['tracking']; trackPageViews: boolean }

/** Tag manager, marketing script and page-view tracking: each loads only when configured. */
export function TrackingScripts({ tracking, trackPageViews }: Props) {
  const { tagManagerId, marketingScriptUrl } = enabledThirdPartyScripts({ tracking }, env().MARKETING_SCRIPT_HOSTS)
  return (
    <>
      {tagManagerId ? (
        <Script
          id="tag-manager"
          strategy="afterInteractive"
          src={`${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(tagManagerId)}`}
        />
      ) : null}
      {marketingScriptUrl ? <Script id="marketing-script" strategy="lazyOnload" src={marketingScriptUrl} /> : null}
      {trackPageViews ? <PageViewTracker containerId={tagManagerId} /> : null}
    </>
  )
}
