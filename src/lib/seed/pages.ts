import { count, type SeedContext } from './context'
import { existingKeys, PUBLISHED } from '@/lib/synthetic-content/local-api'
import type { BlockData, BlockPlan, PagePlan, SeedRefs } from './page-plan'
import { advisoryPages } from './pages-advisory'
import { companyPages } from './pages-company'
import { legalPages } from './pages-legal'
import { visitPages } from './pages-visit'

export function planPages(supportEmail: string): PagePlan[] {
  return [...companyPages(supportEmail), ...visitPages(supportEmail), ...legalPages(supportEmail), ...advisoryPages()]
}

function resolve(blocks: readonly BlockPlan[] | undefined, refs: SeedRefs): BlockData[] {
  return (blocks ?? []).flatMap((block) => (typeof block === 'function' ? (block(refs) ?? []) : [block]))
}

/** The page's layout: its section header (the meta description), then its blocks around the body. */
export function layoutOf(plan: PagePlan, refs: SeedRefs): BlockData[] {
  return [
    { blockType: 'sectionHeader', ...plan.header },
    ...resolve(plan.before, refs),
    ...plan.body.map((content): BlockData => ({ blockType: 'richText', content })),
    ...resolve(plan.after, refs),
  ]
}

export async function seedPages(ctx: SeedContext, plans: readonly PagePlan[]): Promise<void> {
  const existing = await existingKeys(ctx.payload, 'pages', 'path')
  const missing = plans.filter((plan) => !existing.has(plan.path))
  count(ctx, 'skipped', 'pages', plans.length - missing.length)
  const collections = await existingKeys(ctx.payload, 'collections', 'slug')
  const refs: SeedRefs = { collectionId: (slug) => collections.get(slug) }
  for (const plan of missing) {
    await ctx.payload.create({
      collection: 'pages',
      ...PUBLISHED,
      data: { title: plan.title, path: plan.path, layout: layoutOf(plan, refs), _status: 'published' },
    })
    count(ctx, 'created', 'pages')
  }
  ctx.log(`pages: ${missing.length} created, ${plans.length - missing.length} already there`)
}
