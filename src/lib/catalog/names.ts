export type ArtistNameFields = { studioName?: unknown; firstName?: unknown; lastName?: unknown }

/** The name a card shows: the studio name, else first and last name. */
export function artistDisplayName(artist: ArtistNameFields): string {
  if (typeof artist.studioName === 'string' && artist.studioName.trim()) return artist.studioName.trim()
  return [artist.firstName, artist.lastName].filter((part) => typeof part === 'string' && part).join(' ')
}
