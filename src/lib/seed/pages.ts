import { count, splitStored, type SeedContext } from './context'
import { PUBLISHED } from '@/lib/synthetic-content/local-api'
import type { BlockData, BlockPlan, PageFacts, PagePlan, SeedRefs } from './page-plan'
import { advisoryPages } from './pages-advisory'
import { companyPages } from './pages-company'
import { legalPages } from './pages-legal'
import { visitPages } from './pages-visit'

/** What the pages say that comes from elsewhere: the support address, the shop and the planned works. */

export function planPages(facts: PageFacts): PagePlan[] {
  const { supportEmail } = facts
  return [
    ...companyPages(supportEmail),
    ...visitPages(facts),
    ...legalPages(supportEmail),
    ...advisoryPages(facts.works),
  ]
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

export async function seedPages(
  ctx: SeedContext,
  plans: readonly PagePlan[],
  artworkIds: ReadonlyMap<string, number>,
): Promise<void> {
  const { missing } = await splitStored(ctx, 'pages', 'path', plans, (plan) => plan.path)
  const refs: SeedRefs = { artworkId: (handle) => artworkIds.get(handle) }
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
