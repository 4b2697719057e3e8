import { getSettings } from '@/lib/cms/settings'
import { publicHostedSearch } from '@/lib/gallery-search/backend/algolia/config'
import { env } from '@/lib/env'
import { socialLinksOf } from '@/lib/navigation/social-profiles'
import { canPreview } from '@/lib/preview'
import { enabledThirdPartyScripts } from '@/lib/third-party/scripts'

/** What every storefront page's frame (banner, header, footer, outside scripts, preview badge) shows. */
export async function siteFrame() {
  const { SITE_NAME, SITE_URL, SHOP_URL, MARKETING_SCRIPT_HOSTS } = env()
  const [settings, previewing] = await Promise.all([getSettings(), canPreview()])
  const flags = settings.featureFlags
  return {
    siteName: SITE_NAME,
    siteUrl: SITE_URL,
    shopUrl: SHOP_URL ?? '',
    previewing,
    seasonalGiftGuide: Boolean(flags?.seasonalGiftGuide),
    showSaved: Boolean(flags?.savedArtworks) || previewing,
    promoBanner: settings.promoBanner,
    socialLinks: socialLinksOf(settings.social),
    /** The gallery's postal address, for the home page's structured data. */
    galleryAddress: settings.contact?.address ?? null,
    scripts: enabledThirdPartyScripts(settings, MARKETING_SCRIPT_HOSTS),
    trackPageViews: Boolean(flags?.tracking),
    /** Hosted Algolia's app and search-only key for the browser's search client; null: this site's /api/search. */
    hostedSearch: publicHostedSearch(),
  }
}

export type SiteFrame = Awaited<ReturnType<typeof siteFrame>>
