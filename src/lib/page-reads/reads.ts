import { contentReads } from './content'
import { gridReads } from './grid'
import { searchReads } from './search'
import { shopReads } from './shop'
import { siteFrame } from './site-frame'

/** Everything a storefront page reads from the CMS, search and shop, handed over to Astro at start-up. */
export const reads = { siteFrame, ...contentReads, ...gridReads, ...shopReads, ...searchReads }

export type PageReads = typeof reads
