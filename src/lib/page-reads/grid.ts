/** What the artwork grid's pages read: listings, the artist directory, artist and collection pages. */
export const gridReads = {}
