import Script from 'next/script'
import type { Setting } from '@/payload-types'

/** The third-party accessibility widget: loaded by account id, and only when switched on. */
export function AccessibilityWidget({ widget }: { widget: Setting['accessibilityWidget'] }) {
  if (!widget?.enabled || !widget.accountId) return null
  return (
    <Script
      id="accessibility-widget"
      src="https://cdn.userway.org/widget.js"
      data-account={widget.accountId}
      strategy="afterInteractive"
    />
  )
}
