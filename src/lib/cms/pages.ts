import type { Metadata } from 'next'
import { cache } from 'react'
import type { Page } from '@/payload-types'
import { pageSharing } from '@/lib/seo/open-graph'
import { SITE_TITLE } from '@/lib/site'
import { CARD_POPULATE } from './card-fields'
import { findOne } from './queries'

type PageDoc = Pick<Page, 'title' | 'path' | 'layout'>

/**
 * A rail's chosen documents are read again by the rail itself, so here they only need to be linkable (rich
 * text links to them too); images in rich text are shown whole.
 */
const LINKED_ONLY = {
  ...CARD_POPULATE,
  artworks: { handle: true },
  collections: { slug: true },
  exhibitions: { slug: true },
  journal: { slug: true },
} as const

export const findPageByPath = cache((path: string): Promise<PageDoc | null> =>
  findOne(
    'pages',
    { path: { equals: path } },
    { select: { title: true, path: true, layout: true }, populate: LINKED_ONLY },
  ),
)

/** The page's title, and the first section header's meta description. */
export function pageMetadata(page: PageDoc): Metadata {
  const header = page.layout.find((block) => block.blockType === 'sectionHeader')
  const home = page.path === '/'
  const sharing = pageSharing({
    title: home ? SITE_TITLE : page.title,
    description: header?.metaDescription || header?.description || undefined,
    path: page.path,
  })
  return home ? { ...sharing, title: { absolute: SITE_TITLE } } : sharing
}
