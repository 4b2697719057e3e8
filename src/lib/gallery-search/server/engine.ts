import 'server-only'
import { holdSearchEngine } from '@/lib/search/server/engine'
import type { SearchEngine } from '@/lib/search'
import { galleryIndexDefinitions } from '../indexes'

/** The process's engine with the gallery's indexes, for writers (the CMS hooks and the rebuild). */
export function gallerySearchEngine(): SearchEngine {
  return holdSearchEngine(galleryIndexDefinitions())
}
