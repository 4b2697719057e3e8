import { slugify } from '@/lib/text/slugify'
import { createHash } from 'node:crypto'

/** Parties that are not one person, when the source does not say (CMOA does: `party_type`). */
const ORGANISATION_WORDS = [
  'ltd',
  'limited',
  'inc',
  'co',
  'company',
  'corporation',
  'studios?',
  'group',
  'associates',
  'press',
  'gallery',
  'galleries',
  'society',
  'workshop',
  'collective',
  'editions',
  'publishers?',
  'partners',
  'architects',
  'brothers',
  'manufacturing',
]
const ORGANISATION = new RegExp(`&|\\b(${ORGANISATION_WORDS.join('|')})\\b`, 'i')
const HONORIFIC = /^(sir|dame|lord|lady|dr|rev|reverend)\.?\s+/i
/** What may follow a person's name after a comma: "Henry Moore OM, CH", "John Smith, Jr." */
const isNameSuffix = (text: string) => /^[\sA-Z.,]+$/.test(text) || /^(jr|sr)\.?$/i.test(text)
const PARTICLES = new Set([
  'de',
  'van',
  'von',
  'der',
  'den',
  'da',
  'di',
  'del',
  'della',
  'la',
  'le',
  'du',
  'dos',
  'das',
  'ter',
  'ten',
])

export function isOrganisation(name: string, partyType: string | null): boolean {
  if (partyType) return partyType !== 'Person'
  const afterComma = name.split(',').slice(1).join(',').trim()
  return ORGANISATION.test(name) || (afterComma !== '' && !isNameSuffix(afterComma))
}

/**
 * First and last name as the card shows them: honorifics and post-nominals dropped ("Sir Eduardo
 * Paolozzi" → Eduardo / Paolozzi, "Henry Moore OM, CH" → Henry / Moore), particles kept with the last
 * name ("Willem de Kooning" → Willem / de Kooning). `single` marks a one-word name.
 */
export function splitName(name: string): { firstName: string; lastName: string; single: boolean } {
  const head = (name.split(',')[0] ?? name)
    .replace(HONORIFIC, '')
    .replace(/(\s+[A-Z]{2,4})+$/, '')
    .trim()
  const words = (head || name.trim()).split(/\s+/)
  const last = [words.pop() ?? name]
  while (words.length > 1 && PARTICLES.has(words.at(-1) ?? '')) last.unshift(words.pop() ?? '')
  const lastName = last.join(' ')
  return { firstName: words.join(' ') || lastName, lastName, single: words.length === 0 }
}

/** CMOA writes "Country, City", Tate "City, Country"; both read as "City, Country". Else the nationality. */
export function locationOf(source: string, birthPlace: string | null, nationality: string | null): string | null {
  const place = birthPlace?.trim()
  if (!place) return nationality?.trim() || null
  if (source !== 'cmoa') return place
  return place
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse()
    .join(', ')
}

/** SHA-1 rather than the seed's 32-bit FNV: among 100k uids a 32-bit hash collides about once. */
export const uidHash = (uid: string) => createHash('sha1').update(uid).digest('hex')

/** A short, stable, URL-safe tag of a source uid: `tate-558`, `moma-12`, or `cmoa-<14 hex digits>` for long ids. */
export function uidTag(uid: string): string {
  const slug = slugify(uid)
  return slug.length <= 16 ? slug : `${slug.split('-')[0] ?? 'id'}-${uidHash(uid).slice(0, 14)}`
}

/** Titles and names repeat across a museum catalog ("Untitled"); the uid tag keeps each URL unique. */
export function uniqueSlug(text: string, uid: string): string {
  const base = slugify(text).slice(0, 72).replace(/-+$/, '')
  return base ? `${base}-${uidTag(uid)}` : uidTag(uid)
}
