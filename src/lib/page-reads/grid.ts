import { artworkGridData } from '@/components/artwork-grid/server/initial-results'
import { listArtistCards } from '@/lib/cms/card-lists'
import { findArtist, findCollection } from '@/lib/cms/detail-pages'
import { directoryParams } from '@/lib/gallery-search/artist-directory-params'
import { artistDirectory } from '@/lib/gallery-search/server/artist-directory'
import { canPreview } from '@/lib/preview'

/** The artists the directory pages list: published (drafts too for a previewer), by last name unless told. */
function artistCards({ insideTheStudio = false, sort = 'lastName', limit = 60 } = {}) {
  return listArtistCards({ where: insideTheStudio ? { insideTheStudio: { equals: true } } : undefined, sort, limit })
}

/**
 * The artist directory for a query string. It reads the public search index; a previewer needs the drafts, so
 * gets every artist from the CMS instead.
 */
async function artistDirectoryPage(query: string) {
  if (await canPreview()) return { preview: true as const, artists: await artistCards() }
  const params = directoryParams.parse(Object.fromEntries(new URLSearchParams(query)))
  return { preview: false as const, params, directory: await artistDirectory(params) }
}

/** What the artwork grid's pages read: listings, the artist directory, artist and collection pages. */
export const gridReads = {
  /** The grid's first results (query string, page scope): the island's props. */
  artworkGrid: artworkGridData,
  artistDirectoryPage,
  artistCards,
  artist: findArtist,
  collection: findCollection,
}
