import type { CollectionSlug, Where } from 'payload'
import type { Config } from '@/payload-types'
import { listTag, tagPage } from '@/lib/page-cache/tags'
import { canPreview } from '@/lib/preview'
import { getCms } from './payload'

type Drafted = 'artists' | 'artworks' | 'collections' | 'exhibitions' | 'journal' | 'pages'
type DocOf<C extends CollectionSlug> = Config['collections'][C]

/**
 * Public reads go through access control, so visitors only ever get published documents. A preview
 * holder reads the latest drafts instead: access is bypassed on purpose, and only for them.
 */
async function readMode() {
  return (await canPreview())
    ? ({ overrideAccess: true, draft: true, locale: 'en-US' } as const)
    : ({ overrideAccess: false, draft: false, locale: 'en-US' } as const)
}

export async function findOne<C extends Drafted>(collection: C, where: Where, depth = 1): Promise<DocOf<C> | null> {
  const payload = await getCms()
  const { docs } = await payload.find({ collection, where, limit: 1, depth, ...(await readMode()) })
  return (docs[0] as DocOf<C> | undefined) ?? null
}

export function findBySlug<C extends Exclude<Drafted, 'pages' | 'artworks'>>(collection: C, slug: string) {
  return findOne(collection, { slug: { equals: slug } })
}

type ListOptions = { where?: Where; sort?: string; limit?: number; depth?: number }

export async function listPublished<C extends Drafted>(collection: C, options: ListOptions = {}) {
  tagPage(listTag(collection))
  const payload = await getCms()
  const { docs, totalDocs } = await payload.find({
    collection,
    where: options.where,
    sort: options.sort,
    limit: options.limit ?? 24,
    depth: options.depth ?? 1,
    pagination: true,
    ...(await readMode()),
  })
  return { docs: docs as DocOf<C>[], totalDocs }
}
