import { count, type SeedContext } from './context'
import { SEED_OPTIONS, WRITE } from '@/lib/synthetic-content/local-api'
import { bold, link, paragraph, richText } from '@/lib/synthetic-content/lexical'

/** Seeds the site switches once; an editor's later changes are never overwritten by a re-run. */
export async function seedSettings(ctx: SeedContext): Promise<void> {
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
        body: richText(
          paragraph(
            bold('Free shipping'),
            ' on most original art in the continental US, and holiday delivery on orders by December 15. ',
            link('/gift-guide', 'See the gift guide'),
            '.',
          ),
        ),
        color: '#fdf6ec',
        backgroundColor: '#2f3e46',
      },
      accessibilityWidget: { enabled: false },
      featureFlags: { savedArtworks: true, seasonalGiftGuide: false, tracking: false },
    },
  })
  count(ctx, 'created', 'settings')
  ctx.log('settings: promo banner and feature flags set')
}
