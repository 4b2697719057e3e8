import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'
import { connection } from 'next/server'
import type { ReactNode } from 'react'
import { SavedControlsProvider } from '@/components/customer/SavedControls'
import { AccessibilityWidget } from '@/components/layout/AccessibilityWidget'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { ImageFailures } from '@/components/layout/ImageFailures'
import { PreviewBadge } from '@/components/layout/PreviewBadge'
import { PromoBanner } from '@/components/layout/PromoBanner'
import { NewsletterForm } from '@/components/newsletter/NewsletterForm'
import { TrackingScripts } from '@/components/layout/TrackingScripts'
import { canonicalUrl } from '@/lib/canonical'
import { getSettings } from '@/lib/cms/settings'
import { env } from '@/lib/env'
import { canPreview } from '@/lib/preview'
import { shopLinks } from '@/lib/shop/links'
import { SITE_TITLE } from '@/lib/site'
import { PATHNAME_HEADER } from '@/proxy'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const { SITE_URL, SITE_NAME } = env()
  const pathname = (await headers()).get(PATHNAME_HEADER) ?? '/'
  const canonical = canonicalUrl(SITE_URL, pathname)
  return {
    metadataBase: new URL(SITE_URL),
    title: { default: SITE_TITLE, template: `%s | ${SITE_TITLE}` },
    applicationName: SITE_NAME,
    alternates: { canonical },
    // Pages that describe themselves replace this card with their own (see pageSharing).
    openGraph: { type: 'website', siteName: SITE_NAME, title: SITE_TITLE, url: canonical },
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children }: { children: ReactNode }) {
  await connection() // every page reads the CMS per request: never prerender against a build-time database
  const { SITE_NAME, SHOP_URL } = env()
  const [settings, previewing, requestHeaders] = await Promise.all([getSettings(), canPreview(), headers()])
  const flags = settings.featureFlags
  const shop = shopLinks(SHOP_URL)
  const showSaved = Boolean(flags?.savedArtworks) || previewing
  return (
    <html lang="en-US">
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <PromoBanner banner={settings.promoBanner} />
        <Header
          siteName={SITE_NAME}
          shop={shop}
          seasonalGiftGuide={Boolean(flags?.seasonalGiftGuide)}
          showSaved={showSaved}
        />
        <SavedControlsProvider value={{ enabled: showSaved, loginHref: shop.login, accountHref: shop.account }}>
          <main id="main" className="flex-1">
            {children}
          </main>
        </SavedControlsProvider>
        <Footer siteName={SITE_NAME} year={new Date().getFullYear()} newsletterForm={<NewsletterForm />} />
        <ImageFailures />
        {previewing ? <PreviewBadge pathname={requestHeaders.get(PATHNAME_HEADER) ?? '/'} /> : null}
        <AccessibilityWidget widget={settings.accessibilityWidget} />
        <TrackingScripts tracking={settings.tracking} trackPageViews={Boolean(flags?.tracking)} />
      </body>
    </html>
  )
}
