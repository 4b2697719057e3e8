export { createEngine, SearchEngine } from './engine/search-engine'
export { SearchIndex } from './engine/search-index'
export * from './types'
export * from './algolia'
