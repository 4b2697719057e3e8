import type { Metadata } from 'next'
import { cache } from 'react'
import type { Page } from '@/payload-types'
import { SITE_TITLE } from '@/lib/site'
import { findOne } from './queries'

export const findPageByPath = cache((path: string): Promise<Page | null> =>
  findOne('pages', { path: { equals: path } }),
)

/** The page's title, and the first section header's meta description. */
export function pageMetadata(page: Page): Metadata {
  const header = page.layout.find((block) => block.blockType === 'sectionHeader')
  return {
    title: page.path === '/' ? { absolute: SITE_TITLE } : page.title,
    description: header?.metaDescription || header?.description || undefined,
  }
}
