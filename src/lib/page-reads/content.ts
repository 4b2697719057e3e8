import { loadBlocks } from '@/cms/blocks/load-blocks'
import { artworkCardFromDoc } from '@/lib/catalog/artwork-card'
import { listCollectionCards, listExhibitionCards, listStoryCards } from '@/lib/cms/card-lists'
import { findExhibition, findStory } from '@/lib/cms/detail-pages'
import { findPageByPath, pageMetadata } from '@/lib/cms/pages'

// A relation the visitor may not read (a draft, say) comes back as a bare id: it is left out.
const populated = <T extends object>(items: ReadonlyArray<number | T> | null | undefined): T[] =>
  (items ?? []).filter((item): item is T => typeof item === 'object')

/** The CMS page at `path`, its rails' cards read, with what its head says; null when there is none. */
async function cmsPage(path: string) {
  const page = await findPageByPath(path)
  if (!page) return null
  return { title: page.title, path: page.path, meta: pageMetadata(page), blocks: await loadBlocks(page.layout) }
}

/** An exhibition with the works of the show as cards (those the visitor may read), or null. */
async function exhibition(slug: string) {
  const doc = await findExhibition(slug)
  if (!doc) return null
  return { ...doc, works: populated(doc.artworks).map(artworkCardFromDoc) }
}

/** What the content pages read: home, CMS pages, journal, exhibitions, collections. */
export const contentReads = {
  story: findStory,
  cmsPage,
  exhibition,
  /** Every published story, newest first. */
  stories: () => listStoryCards({ sort: '-publishedAt', limit: 200 }),
  /** Every published exhibition, by start date (`startDate` or `-startDate`). */
  exhibitions: (sort: 'startDate' | '-startDate') => listExhibitionCards({ sort, limit: 200 }),
  /** Published collections in the gallery's own order, optionally of one category. */
  collections: (category?: string) =>
    listCollectionCards({
      where: category ? { category: { equals: category } } : undefined,
      sort: 'sortOrder',
      limit: 60,
    }),
}
