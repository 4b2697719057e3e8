import { findStory } from '@/lib/cms/detail-pages'
import { siteFrame } from './site-frame'

/** Everything a storefront page reads from the CMS, search and shop. */
export const reads = { siteFrame, story: findStory }

export type PageReads = typeof reads
