import { cardSource, railBlock } from '../rail/fields'

/** A row of collection cards, all of them or one type (Curated, Collaborative). */
export const CollectionRailBlock = railBlock({ kind: 'collection', dbName: 'coll_rail' }, [
  cardSource('category', { all: 'All collections', Curated: 'Curated', Collaborative: 'Collaborative' }),
])
