/**
 * Writes tests/fixtures/relevance/{artworks,artists}.jsonl.gz: the slice of the museum dataset that
 * tests/integration/relevance.test.ts searches. `npx tsx scripts/make-relevance-slice.ts [dataDir]`
 * from the repository root (default /work/shared/data, else ../shared/data). Deterministic: the same dataset gives the same slice.
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { createGunzip, createGzip } from 'node:zlib'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import { z } from 'zod'

const OUT = path.resolve('tests/fixtures/relevance')

/** Every work of these artists, up to the cap: their names are the artist queries. */
const ARTISTS = [
  'Andy Warhol',
  'John Constable',
  'Richard Long',
  'Henry Moore OM, CH',
  'David Hockney',
  'Francis Bacon',
  'Roy Lichtenstein',
  'Paul Nash',
  'Hiroshige Andō',
  'Joseph Beuys',
]
const PER_ARTIST = 60
/**
 * Titles holding all of these words, adjacent or scattered (the phrase queries), an artist's name
 * (works about an artist by someone else) or a medium word (a print titled "Sculpture").
 */
const TITLE_WORDS = [
  ['sunset', 'sea'],
  ['storm', 'sea'],
  ['blue', 'rigi'],
  ['norham', 'castle'],
  ['lake', 'geneva'],
  ['reclining', 'figure'],
  ['mother', 'child'],
  ['head', 'woman'],
  ['river', 'thames'],
  ['salisbury', 'cathedral'],
  // Issue 28: the exact title 'Figures and Shipping' among longer titles holding it.
  ['figures', 'shipping'],
  ['warhol'],
  ['constable'],
  ['hockney'],
  ['moore'],
  ['long'],
  ['sculpture'],
  ['photograph'],
  ['painting'],
  ['etching'],
  ['lithograph'],
]
const PER_TITLE_WORDS = 40
/** The dataset is in a fixed pseudo-random order: its first lines are a mixed background sample. */
const BACKGROUND = 1200
/** Artists sharing a word with the queried names, though they made none of the slice's works. */
const NAMESAKES = ['long', 'moore', 'constable', 'nash', 'bacon', 'hockney', 'warhol', 'andy', 'richard']
const PER_NAMESAKE = 6

const artworkLine = z.object({
  uid: z.string(),
  title: z.string(),
  artist_uids: z.array(z.string()),
  artist_names: z.array(z.string()),
})
const artistLine = z.object({ uid: z.string(), display_name: z.string() })

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

async function* lines(file: string): AsyncGenerator<string> {
  for await (const line of createInterface({ input: createReadStream(file).pipe(createGunzip()) }))
    if (line.trim()) yield line
}

async function writeGzipped(file: string, rows: readonly string[]): Promise<void> {
  await pipeline(Readable.from(rows.map((row) => `${row}\n`)), createGzip({ level: 9 }), createWriteStream(file))
}

/** Counts per key, and whether one more fits under the cap. */
function quota(cap: number) {
  const taken = new Map<string, number>()
  return (key: string) => {
    const count = taken.get(key) ?? 0
    if (count >= cap) return false
    taken.set(key, count + 1)
    return true
  }
}

async function sliceArtworks(file: string) {
  const kept: string[] = []
  const artistUids = new Set<string>()
  const byArtist = quota(PER_ARTIST)
  const byTitle = quota(PER_TITLE_WORDS)
  let index = 0
  for await (const text of lines(file)) {
    const line = artworkLine.parse(JSON.parse(text))
    const title = new Set(words(line.title))
    const first = line.artist_names[0] ?? ''
    const group = TITLE_WORDS.find((group) => group.every((word) => title.has(word)))
    const keep =
      index++ < BACKGROUND ||
      (ARTISTS.includes(first) && byArtist(first)) ||
      (group !== undefined && byTitle(group.join(' ')))
    if (!keep) continue
    kept.push(text)
    line.artist_uids.forEach((uid) => artistUids.add(uid))
  }
  return { kept, artistUids }
}

async function sliceArtists(file: string, uids: ReadonlySet<string>): Promise<string[]> {
  const kept: string[] = []
  const byNamesake = quota(PER_NAMESAKE)
  for await (const text of lines(file)) {
    const line = artistLine.parse(JSON.parse(text))
    const namesake = words(line.display_name).find((word) => NAMESAKES.includes(word))
    if (uids.has(line.uid) || (namesake !== undefined && byNamesake(namesake))) kept.push(text)
  }
  return kept
}

async function main(): Promise<void> {
  const dir = process.argv[2] ?? ['/work/shared/data', '../shared/data'].find((candidate) => existsSync(candidate))
  if (!dir) throw new Error('Dataset not found: pass its folder (the one holding artworks.jsonl.gz).')
  const artworks = await sliceArtworks(path.join(dir, 'artworks.jsonl.gz'))
  const artists = await sliceArtists(path.join(dir, 'artists.jsonl.gz'), artworks.artistUids)
  await writeGzipped(path.join(OUT, 'artworks.jsonl.gz'), artworks.kept)
  await writeGzipped(path.join(OUT, 'artists.jsonl.gz'), artists)
  console.log(`${artworks.kept.length} artworks, ${artists.length} artists written to ${OUT}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
