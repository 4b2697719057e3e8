import { findStory } from '@/lib/cms/detail-pages'

/** What the content pages read: home, CMS pages, journal, exhibitions, collections. */
export const contentReads = { story: findStory }
