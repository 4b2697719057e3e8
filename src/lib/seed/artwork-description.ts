import type { MediumSlug } from '@/lib/catalog/taxonomy'
import { inSentence, MEDIUM_PROFILES, type Material } from '@/lib/synthetic-content/medium-profiles'
import type { Rng } from '@/lib/synthetic-content/prng'
import type { ArtistPlan } from './plan-artists'

type Facts = { title: string; medium: MediumSlug; material: Material; artist: ArtistPlan }

/** Objects stand on a plinth or a shelf; everything else hangs, so the closing line follows the medium. */
const CLOSINGS = {
  hung: [
    'Up close the surface is full of small decisions; from across the room it settles into one calm shape.',
    'It holds its own on a large wall and is just as happy in a hallway, where it catches the changing light.',
    'Collectors often pair it with natural materials (oak, linen, stone) that echo its quiet palette.',
    'The piece is signed on the reverse and arrives with a certificate of authenticity from the artist.',
  ],
  standing: [
    'Up close the surface is full of small decisions; from across the room it settles into one calm shape.',
    'It holds its own on a plinth or a deep shelf, where the light can move around it.',
    'Collectors often pair it with natural materials (oak, linen, stone) that echo its quiet presence.',
    'The piece is signed on the base and arrives with a certificate of authenticity from the artist.',
  ],
} as const

/** A work's description, built only from its own record: title, medium, material and the artist's city. */
export function artworkDescription({ title, medium, material, artist }: Facts, rng: Rng): string[] {
  const city = artist.location.split(',')[0] ?? artist.location
  const closings = medium === 'sculpture-objects' ? CLOSINGS.standing : CLOSINGS.hung
  return [
    `${title} is ${MEDIUM_PROFILES[medium].work}, ${inSentence(material.name)}, made in ${city}. ` +
      `${artist.firstName} ${material.process}, and the result rewards a second, slower look.`,
    rng.pick(closings),
  ]
}
