import 'server-only'
import type { Payload } from 'payload'

const PAGE_SIZE = 2000

/** The collections read a page at a time through Payload: the small ones. */
export type PagedCollection = 'collections' | 'journal' | 'exhibitions'

/**
 * Published documents at depth 0, a page at a time, walking the id index (`id > last`): an offset
 * under the collection's default sort would make SQLite sort the whole table again for every page.
 */
export async function* publishedInIdOrder<C extends PagedCollection>(payload: Payload, collection: C) {
  let lastId = 0
  for (;;) {
    const { docs } = await payload.find({
      collection,
      where: { and: [{ _status: { equals: 'published' } }, { id: { greater_than: lastId } }] },
      sort: 'id',
      draft: false,
      depth: 0,
      limit: PAGE_SIZE,
      pagination: false,
      overrideAccess: true,
    })
    if (docs.length === 0) return
    yield docs
    const last = docs[docs.length - 1]
    if (!last || docs.length < PAGE_SIZE) return
    lastId = last.id
  }
}
