import type { MediumSlug } from '@/lib/catalog/taxonomy'
import { inSentence, MEDIUM_PROFILES, type Material } from '@/lib/synthetic-content/medium-profiles'
import type { ArtistPlan } from './plan-artists'
import type { ArtworkPlan } from './plan-artworks'

/** The items in order of how many works use them, most first; ties keep their first appearance. */
function byUse<T>(items: readonly T[]): T[] {
  const counts = new Map<T, number>()
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1)
  return [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))
}

const joined = (words: readonly string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`

/**
 * An artist's bio, written from their planned works: it names only the mediums and materials those
 * works are in, so the artist page never promises what the catalog does not hold.
 */
export function artistBio(artist: ArtistPlan, works: readonly ArtworkPlan[]): string[] {
  const own = works.filter((work) => work.artist.slug === artist.slug)
  const mediums = byUse<MediumSlug>(own.map((work) => work.medium))
  const [medium = artist.mediums[0]] = mediums
  const materials = MEDIUM_PROFILES[medium].materials
  const [mainName] = byUse(own.filter((work) => work.medium === medium).map((work) => work.materials))
  const main: Material | undefined = materials.find((material) => material.name === mainName)
  const intro = artist.studioName
    ? `${artist.displayName} is the studio of ${artist.firstName} ${artist.lastName}, based in ${artist.location}.`
    : `${artist.displayName} is an artist based in ${artist.location}.`
  return [
    `${intro} After ${artist.training}, ${artist.firstName} turned to ` +
      `${joined(mediums.map((slug) => MEDIUM_PROFILES[slug].craft))}, a practice shaped by ${artist.theme}.`,
    (main ? `Most of the work is ${inSentence(main.name)}: ${artist.firstName} ${main.process}. ` : '') +
      `Work from the studio has been shown in group exhibitions across ${artist.region} ` +
      `and is held in private collections on both sides of the Atlantic.`,
  ]
}
