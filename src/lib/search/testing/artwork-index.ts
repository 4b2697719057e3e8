import { artworkIndexSettings } from '@/lib/catalog/artwork-index-settings'
import { PRODUCTS_INDEX } from '@/lib/catalog/sort-indexes'
import type { IndexDefinition } from '../types'

/** The artwork index alone, for `createEngine` in the engine's tests. */
export const ARTWORK_TEST_INDEXES: readonly IndexDefinition[] = [
  { name: PRODUCTS_INDEX, settings: artworkIndexSettings() },
]
