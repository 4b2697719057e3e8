import type { Metadata } from 'next'
import { SavedArtworks } from '@/components/customer/SavedArtworks'
import { PageHeading } from '@/components/ui/PageHeading'
import { env } from '@/lib/env'
import { shopLinks } from '@/lib/shop/links'

export const metadata: Metadata = { title: 'Saved Artworks' }

export default function SavedPage() {
  const { SHOP_URL } = env()
  const shop = shopLinks(SHOP_URL)
  return (
    <PageHeading title="Saved Artworks" eyebrow="Favourites">
      <SavedArtworks
        loginHref={`${shop.login}?return_url=${encodeURIComponent(shop.account)}&redirect_after_login=/saved`}
        shopUrl={SHOP_URL || undefined}
      />
    </PageHeading>
  )
}
