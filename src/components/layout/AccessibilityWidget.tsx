import { enabledThirdPartyScripts } from '@/lib/third-party/scripts'
import { ACCESSIBILITY_WIDGET_SCRIPT } from '@/lib/third-party/vendors'
import type { Setting } from '@/payload-types'
import { ThirdPartyScript } from './ThirdPartyScript'

/** The third-party accessibility widget: loaded by account id, and only when switched on. */
export function AccessibilityWidget({ widget }: { widget: Setting['accessibilityWidget'] }) {
  const { accessibilityAccountId } = enabledThirdPartyScripts({ accessibilityWidget: widget }, [])
  if (!accessibilityAccountId) return null
  return (
    <ThirdPartyScript
      id="accessibility-widget"
      src={ACCESSIBILITY_WIDGET_SCRIPT}
      account={accessibilityAccountId}
      when="interactive"
    />
  )
}
