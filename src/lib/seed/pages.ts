import { count, existingKeys, PUBLISHED, type SeedContext } from './context'
import type { PagePlan } from './page-plan'
import { advisoryPages } from './pages-advisory'
import { companyPages } from './pages-company'
import { legalPages } from './pages-legal'
import { visitPages } from './pages-visit'

export function planPages(supportEmail: string): PagePlan[] {
  return [...companyPages(supportEmail), ...visitPages(supportEmail), ...legalPages(supportEmail), ...advisoryPages()]
}

/** Every page opens with a section header (its meta description) followed by rich text. */
export async function seedPages(ctx: SeedContext, plans: readonly PagePlan[]): Promise<void> {
  const existing = await existingKeys(ctx.payload, 'pages', 'path')
  const missing = plans.filter((plan) => !existing.has(plan.path))
  count(ctx, 'skipped', 'pages', plans.length - missing.length)
  for (const plan of missing) {
    await ctx.payload.create({
      collection: 'pages',
      ...PUBLISHED,
      data: {
        title: plan.title,
        path: plan.path,
        layout: [
          { blockType: 'sectionHeader', ...plan.header },
          ...plan.body.map((content) => ({ blockType: 'richText' as const, content })),
        ],
        _status: 'published',
      },
    })
    count(ctx, 'created', 'pages')
  }
  ctx.log(`pages: ${missing.length} created, ${plans.length - missing.length} already there`)
}
