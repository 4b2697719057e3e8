import { cardSource, railBlock, shownForSource } from '../rail/fields'

/** A row of artist cards: recently joined, inside the studio, or hand-picked artists. */
export const ArtistRailBlock = railBlock({ kind: 'artist', dbName: 'artist_rail' }, [
  cardSource('source', {
    recentlyJoined: 'Recently joined',
    insideTheStudio: 'Inside the studio',
    chosen: 'Chosen artists',
  }),
  { name: 'artists', type: 'relationship', relationTo: 'artists', hasMany: true, admin: shownForSource('chosen') },
])
