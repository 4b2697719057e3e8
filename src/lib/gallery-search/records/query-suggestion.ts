/**
 * A record of the query suggestions index: a search people make, ranked by how often. The rebuild
 * (search-suggestions/rebuild.ts) writes it; the search box reads only its `query`.
 */
export type QuerySuggestionRecord = {
  objectID: string
  query: string
  popularity: number
}
