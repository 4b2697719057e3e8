import Script from 'next/script'
import { enabledThirdPartyScripts } from '@/lib/third-party/scripts'
import { ACCESSIBILITY_WIDGET_SCRIPT } from '@/lib/third-party/vendors'
import type { Setting } from '@/payload-types'

/** The third-party accessibility widget: loaded by account id, and only when switched on. */
export function AccessibilityWidget({ widget }: { widget: Setting['accessibilityWidget'] }) {
  const { accessibilityAccountId } = enabledThirdPartyScripts({ accessibilityWidget: widget }, [])
  if (!accessibilityAccountId) return null
  return (
    <Script
      id="accessibility-widget"
      src={ACCESSIBILITY_WIDGET_SCRIPT}
      data-account={accessibilityAccountId}
      strategy="afterInteractive"
    />
  )
}
