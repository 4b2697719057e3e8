import type { PopulateType, Where } from 'payload'
import type { Config } from '@/payload-types'
import { listTag, tagPage } from '@/lib/page-cache/tags'
import { canPreview } from '@/lib/preview'
import { getCms } from './payload'
import { renderRequest } from './render-request'

type Drafted = 'artists' | 'artworks' | 'collections' | 'exhibitions' | 'journal' | 'pages'
type DocOf<C extends Drafted> = Config['collections'][C]
type SelectOf<C extends Drafted> = Config['collectionsSelect'][C]

/** A document as read with `select`: its id and the top-level fields the select names, nothing else. */
export type Selected<C extends Drafted, S> = Pick<DocOf<C>, Extract<keyof S, keyof DocOf<C>> | 'id'>

/**
 * Every read names the fields it shows (`select`) and what related documents bring along (`populate`):
 * Payload otherwise reads every column, locale and relation of each document and of each one it populates.
 */
type Read<S> = { select: S; populate?: PopulateType; depth?: number }

/**
 * Public reads go through access control, so visitors only ever get published documents. A preview
 * holder reads the latest drafts instead: access is bypassed on purpose, and only for them.
 */
async function readMode() {
  const req = renderRequest()
  return (await canPreview())
    ? ({ overrideAccess: true, draft: true, locale: 'en-US', req } as const)
    : ({ overrideAccess: false, draft: false, locale: 'en-US', req } as const)
}

export async function findOne<C extends Drafted, const S extends SelectOf<C>>(
  collection: C,
  where: Where,
  { select, populate, depth = 1 }: Read<S>,
): Promise<Selected<C, S> | null> {
  const payload = await getCms()
  // pagination: false skips the count query a page of results would also run.
  const { docs } = await payload.find({
    collection,
    where,
    limit: 1,
    pagination: false,
    depth,
    select,
    populate,
    ...(await readMode()),
  })
  return (docs[0] as Selected<C, S> | undefined) ?? null
}

/** The document at /{collection}/{slug}, as its detail page reads it. */
export function findBySlug<C extends Drafted, const S extends SelectOf<C>>(
  collection: C,
  slug: string,
  read: Read<S>,
): Promise<Selected<C, S> | null> {
  return findOne(collection, { slug: { equals: slug } }, read)
}

type List<S> = Read<S> & { where?: Where; sort?: string; limit?: number }

export async function listPublished<C extends Drafted, const S extends SelectOf<C>>(
  collection: C,
  { where, sort, limit = 24, select, populate, depth = 1 }: List<S>,
): Promise<Selected<C, S>[]> {
  tagPage(listTag(collection))
  const payload = await getCms()
  const { docs } = await payload.find({
    collection,
    where,
    sort,
    limit,
    pagination: false,
    depth,
    select,
    populate,
    ...(await readMode()),
  })
  return docs as Selected<C, S>[]
}
