import { env } from '@/lib/env'
import { enabledThirdPartyScripts } from '@/lib/third-party/scripts'
import { TAG_MANAGER_SCRIPT } from '@/lib/third-party/vendors'
import type { Setting } from '@/payload-types'
import { PageViewTracker } from './PageViewTracker'
import { ThirdPartyScript } from './ThirdPartyScript'

type Props = { tracking: Setting['tracking']; trackPageViews: boolean }

/** Tag manager, marketing script and page-view tracking: each loads only when configured. */
export function TrackingScripts({ tracking, trackPageViews }: Props) {
  const { tagManagerId, marketingScriptUrl } = enabledThirdPartyScripts({ tracking }, env().MARKETING_SCRIPT_HOSTS)
  return (
    <>
      {tagManagerId ? (
        <ThirdPartyScript
          id="tag-manager"
          when="interactive"
          src={`${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(tagManagerId)}`}
        />
      ) : null}
      {marketingScriptUrl ? <ThirdPartyScript id="marketing-script" when="idle" src={marketingScriptUrl} /> : null}
      {trackPageViews ? <PageViewTracker containerId={tagManagerId} /> : null}
    </>
  )
}
