export * from './artist'
export * from './artwork'
export * from './editorial'
export * from './query-suggestion'
