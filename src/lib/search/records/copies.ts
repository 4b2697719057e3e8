import type { ArtworkHit } from '../types'

/** The catalog repeated `times`, each copy with fresh objectIDs: the benchmarks' larger catalogs. */
export function catalogCopies(artworks: readonly ArtworkHit[], times: number): ArtworkHit[] {
  if (times <= 1) return [...artworks]
  const out: ArtworkHit[] = []
  for (let copy = 0; copy < times; copy++) {
    for (const hit of artworks)
      out.push(copy === 0 ? hit : { ...hit, objectID: `${hit.objectID}-${copy}`, id: hit.id + copy * 1_000_000 })
  }
  return out
}
