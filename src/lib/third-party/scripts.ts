import type { Setting } from '@/payload-types'
import {
  ACCESSIBILITY_ACCOUNT_ID,
  ACCESSIBILITY_WIDGET_SOURCES,
  NO_SOURCES,
  TAG_MANAGER_ID,
  TAG_MANAGER_SOURCES,
  type PolicySources,
} from './vendors'

type ScriptSettings = Pick<Setting, 'tracking' | 'accessibilityWidget'>

/** The outside scripts a page loads: each null when switched off or not valid today. */
export type ThirdPartyScripts = {
  tagManagerId: string | null
  accessibilityAccountId: string | null
  marketingScriptUrl: string | null
}

/** Why a marketing script address is refused, or null for an https address on one of the allowed hosts. */
export function marketingScriptProblem(value: string, allowedHosts: readonly string[]): string | null {
  if (!/^https:\/\/[^\s"'<>\\]+$/.test(value) || !URL.canParse(value)) return 'An https:// address.'
  const url = new URL(value)
  if (url.username || url.password || url.port) return 'An https:// address without a user, password or port.'
  if (allowedHosts.includes(url.hostname)) return null
  return allowedHosts.length > 0
    ? `The script's host must be one of: ${allowedHosts.join(', ')}.`
    : 'No marketing script host is allowed on this site (the MARKETING_SCRIPT_HOSTS setting of the server).'
}

/**
 * The scripts switched on in the settings. Each value is checked again here, not only when saved: a value stored
 * before a rule tightened, or an allowed host since removed, loads nothing.
 */
export function enabledThirdPartyScripts(settings: ScriptSettings, allowedHosts: readonly string[]): ThirdPartyScripts {
  const { tracking, accessibilityWidget: widget } = settings
  const tagManagerId = tracking?.tagManagerContainerId
  const accountId = widget?.accountId
  const marketingUrl = tracking?.marketingScriptEnabled ? tracking.marketingScriptUrl : null
  return {
    tagManagerId: tagManagerId && TAG_MANAGER_ID.test(tagManagerId) ? tagManagerId : null,
    accessibilityAccountId: widget?.enabled && accountId && ACCESSIBILITY_ACCOUNT_ID.test(accountId) ? accountId : null,
    marketingScriptUrl: marketingUrl && !marketingScriptProblem(marketingUrl, allowedHosts) ? marketingUrl : null,
  }
}

function merge(...lists: PolicySources[]): PolicySources {
  const merged = { ...NO_SOURCES }
  for (const key of Object.keys(merged) as Array<keyof PolicySources>) {
    merged[key] = [...new Set(lists.flatMap((list) => list[key]))]
  }
  return merged
}

/** What the Content-Security-Policy must allow for the scripts that are on; nothing for those that are off. */
export function thirdPartySources(scripts: ThirdPartyScripts): PolicySources {
  // The marketing script gets its own origin for scripts and nothing more: whatever else it wants stays blocked.
  const marketing = scripts.marketingScriptUrl
    ? { ...NO_SOURCES, script: [new URL(scripts.marketingScriptUrl).origin] }
    : NO_SOURCES
  return merge(
    scripts.tagManagerId ? TAG_MANAGER_SOURCES : NO_SOURCES,
    scripts.accessibilityAccountId ? ACCESSIBILITY_WIDGET_SOURCES : NO_SOURCES,
    marketing,
  )
}
