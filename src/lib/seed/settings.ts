import { GIFT_GUIDE_PATH } from '@/lib/navigation/menus'
import type { ShopLinks } from '@/lib/shop/links'
import { count, type SeedContext } from './context'
import { GALLERY } from './gallery'
import { SEED_OPTIONS, WRITE } from '@/lib/synthetic-content/local-api'
import { bold, link, paragraph, richText, type RichText } from '@/lib/synthetic-content/lexical'

type FeatureFlags = { savedArtworks: boolean; seasonalGiftGuide: boolean; tracking: boolean }

/** The demo's switches: the gift guide is seasonal and starts hidden from the menu. */
const SEEDED_FLAGS: FeatureFlags = { savedArtworks: true, seasonalGiftGuide: false, tracking: false }

/** The banner points to the gift guide only while the menu shows it; otherwise to the gift card, always listed. */
function promoBannerBody(flags: FeatureFlags, shop: ShopLinks): RichText {
  const shipping = [bold('Free shipping'), ' on most original art in the continental US']
  return richText(
    flags.seasonalGiftGuide
      ? paragraph(
          ...shipping,
          ', and holiday delivery on orders by December 15. ',
          link(GIFT_GUIDE_PATH, 'See the gift guide'),
          '.',
        )
      : paragraph(...shipping, '. Not sure what to choose? ', link(shop.giftCard, 'Give a gift card'), '.'),
  )
}

/** Seeds the site switches once; an editor's later changes are never overwritten by a re-run. */
export async function seedSettings(ctx: SeedContext, shop: ShopLinks): Promise<void> {
  const current = await ctx.payload.findGlobal({ slug: 'settings', ...SEED_OPTIONS, depth: 0 })
  if (current.promoBanner?.body) {
    count(ctx, 'skipped', 'settings')
    return
  }
  await ctx.payload.updateGlobal({
    slug: 'settings',
    ...WRITE,
    data: {
      promoBanner: {
        enabled: true,
        body: promoBannerBody(SEEDED_FLAGS, shop),
        color: '#fdf6ec',
        backgroundColor: '#2f3e46',
      },
      accessibilityWidget: { enabled: false },
      featureFlags: SEEDED_FLAGS,
      contact: { address: { street: GALLERY.street, ...GALLERY.postal } },
      // The demo gallery's profiles; a gallery sets its own in the settings, and an empty one hides its link.
      social: {
        facebook: 'https://www.facebook.com/',
        instagram: 'https://www.instagram.com/',
        pinterest: 'https://www.pinterest.com/',
        tiktok: 'https://www.tiktok.com/',
      },
    },
  })
  count(ctx, 'created', 'settings')
  ctx.log('settings: promo banner and feature flags set')
}
