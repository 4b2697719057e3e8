import type { Metadata } from 'next'
import { cache } from 'react'
import type { Page } from '@/payload-types'
import { pageSharing } from '@/lib/seo/open-graph'
import { SITE_TITLE } from '@/lib/site'
import { findOne } from './queries'

export const findPageByPath = cache((path: string): Promise<Page | null> =>
  findOne('pages', { path: { equals: path } }),
)

/** The page's title, and the first section header's meta description. */
export function pageMetadata(page: Page): Metadata {
  const header = page.layout.find((block) => block.blockType === 'sectionHeader')
  const home = page.path === '/'
  const sharing = pageSharing({
    title: home ? SITE_TITLE : page.title,
    description: header?.metaDescription || header?.description || undefined,
    path: page.path,
  })
  return home ? { ...sharing, title: { absolute: SITE_TITLE } } : sharing
}
