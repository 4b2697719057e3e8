import type { MediumSlug } from '@/lib/catalog/taxonomy'

/**
 * Reading seeded copy the way a visitor does: plain text, links and the words that name a medium.
 * The word lists are the test's own, kept apart from the generator's, so a generator that names the
 * wrong medium cannot also redefine what counts as naming it.
 */
type LexicalNode = { type?: string; text?: string; children?: LexicalNode[]; fields?: { url?: string } }
type LexicalState = { root: LexicalNode } | null | undefined

const nodesOf = (state: LexicalState): LexicalNode[] => state?.root.children ?? []

function textOf(node: LexicalNode): string {
  return node.text ?? (node.children ?? []).map(textOf).join('')
}

/** Each top-level block's text, one entry per paragraph, heading, quote or list item. */
export function blocksOf(state: LexicalState): string[] {
  return nodesOf(state).flatMap((node) =>
    node.type === 'list' ? (node.children ?? []).map(textOf) : node.type === 'upload' ? [] : [textOf(node)],
  )
}

export const plainText = (state: LexicalState): string => blocksOf(state).join('\n')

function walk(node: LexicalNode, visit: (node: LexicalNode) => void): void {
  visit(node)
  for (const child of node.children ?? []) walk(child, visit)
}

export function linkUrls(state: LexicalState): string[] {
  const urls: string[] = []
  for (const node of nodesOf(state)) walk(node, (n) => n.type === 'link' && n.fields?.url && urls.push(n.fields.url))
  return urls
}

/** Top-level blocks that hold no link: the written copy, without the "see all work by" boilerplate. */
export function linklessBlocks(state: LexicalState): string[] {
  return nodesOf(state)
    .filter((node) => {
      let linked = false
      walk(node, (n) => (linked ||= n.type === 'link'))
      return !linked && node.type !== 'upload'
    })
    .map(textOf)
}

const MEDIUM_WORDS: Record<MediumSlug, readonly string[]> = {
  painting: ['painting', 'paintings', 'painter', 'painters'],
  drawing: ['drawing', 'drawings', 'draughtsman', 'draughtswoman', 'draftsman'],
  'sculpture-objects': ['sculpture', 'sculptures', 'sculptor', 'sculptors', 'ceramics', 'ceramicist'],
  print: ['printmaking', 'printmaker', 'printmakers', 'printshop', 'screenprint', 'lithograph', 'woodcut', 'etching'],
  photography: ['photograph', 'photographs', 'photography', 'photographer', 'photographers', 'camera'],
  installation: ['installation', 'installations'],
  'mixed-media': ['mixed media', 'mixed-media', 'collage', 'collages', 'collagist'],
}

/** The mediums a text names, by whole words, case-insensitively. */
export function mediumsNamed(text: string): Set<MediumSlug> {
  const lower = text.toLowerCase()
  const named = new Set<MediumSlug>()
  for (const [medium, words] of Object.entries(MEDIUM_WORDS) as [MediumSlug, readonly string[]][]) {
    if (words.some((word) => new RegExp(`(^|[^a-z-])${word}($|[^a-z-])`).test(lower))) named.add(medium)
  }
  return named
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

/** "Tuesday – Friday", "Tuesday to Sunday" or "Saturday" as the days it covers. */
export function daysIn(range: string): string[] {
  const named = WEEKDAYS.filter((day) => range.includes(day))
  if (named.length < 2) return named
  const [from, to] = [range.indexOf(named[0] ?? ''), range.indexOf(named[1] ?? '')]
  const [first, last] = from < to ? [named[0], named[1]] : [named[1], named[0]]
  const start = WEEKDAYS.indexOf(first ?? 'Monday')
  const end = WEEKDAYS.indexOf(last ?? 'Sunday')
  return Array.from({ length: ((end - start + 7) % 7) + 1 }, (_, step) => WEEKDAYS[(start + step) % 7] ?? '')
}

const DAY_RANGE = new RegExp(`(${WEEKDAYS.join('|')})\\s+(?:to|–|-|through)\\s+(${WEEKDAYS.join('|')})`, 'g')

/** Every "Tuesday to Saturday" a text mentions, expanded to its days. */
export function dayRangesIn(text: string): string[][] {
  return [...text.matchAll(DAY_RANGE)].map((match) => daysIn(match[0]))
}
