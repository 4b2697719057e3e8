import { cardSource, railBlock, shownForSource } from '../rail/fields'

/** A row of artwork cards: the newest, the featured, one collection's, or hand-picked works. */
export const ArtworkRailBlock = railBlock({ kind: 'artwork', dbName: 'art_rail' }, [
  cardSource('source', {
    newArrivals: 'New arrivals',
    featured: 'Featured',
    collection: 'A collection',
    chosen: 'Chosen artworks',
  }),
  { name: 'collection', type: 'relationship', relationTo: 'collections', admin: shownForSource('collection') },
  { name: 'artworks', type: 'relationship', relationTo: 'artworks', hasMany: true, admin: shownForSource('chosen') },
])
