import type { Metadata } from 'next'
import { PageHeading } from '@/components/ui/PageHeading'
import { SavedArtworksSummary } from '@/components/shop/SavedArtworksSummary'
import { env } from '@/lib/env'
import { shopLinks } from '@/lib/shop/links'

export const metadata: Metadata = { title: 'Saved Artworks' }

export default function SavedPage() {
  const shop = shopLinks(env().SHOP_URL)
  return (
    <PageHeading title="Saved Artworks" eyebrow="Favourites">
      <SavedArtworksSummary loginHref={`${shop.login}?redirect_after_login=/saved`} />
    </PageHeading>
  )
}
