import type { QueryWord } from '../text/query-words'
import type { RecordValue, SearchRecord } from '../types'
import { type HighlightTags, type HighlightTree, highlightTree } from './highlight'

export type Hit = { [key: string]: RecordValue | HighlightTree; objectID: string }

function valueAt(record: SearchRecord, path: string): RecordValue {
  let value: RecordValue = record
  for (const key of path.split('.')) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
    value = (value as { readonly [key: string]: RecordValue })[key]
  }
  return value
}

function setAt(target: { [key: string]: HighlightTree }, path: string, tree: HighlightTree): void {
  const keys = path.split('.')
  const last = keys.pop() ?? path
  let node = target
  for (const key of keys) {
    const next = node[key]
    const child: { [key: string]: HighlightTree } = next && !Array.isArray(next) && !('matchLevel' in next) ? next : {}
    node[key] = child
    node = child
  }
  node[last] = tree
}

/** `['*']` (the default) keeps every attribute; `-attr` entries exclude. objectID is always kept. */
function retrieve(record: SearchRecord, attributes: readonly string[]): Hit {
  const all = attributes.includes('*')
  if (all) {
    const hit: Hit = { ...record }
    for (const attribute of attributes) if (attribute.startsWith('-')) delete hit[attribute.slice(1)]
    return hit
  }
  const hit: Hit = { objectID: record.objectID }
  for (const attribute of attributes) {
    const key = attribute.split('.')[0] ?? attribute
    if (key in record) hit[key] = record[key]
  }
  return hit
}

export type HitOptions = {
  readonly attributesToRetrieve: readonly string[]
  readonly attributesToHighlight: readonly string[]
  readonly words: readonly QueryWord[]
  readonly tags: HighlightTags
}

export function formatHit(record: SearchRecord, options: HitOptions): Hit {
  const hit = retrieve(record, options.attributesToRetrieve)
  const highlights: { [key: string]: HighlightTree } = {}
  for (const attribute of options.attributesToHighlight) {
    const tree = highlightTree(valueAt(record, attribute), options.words, options.tags)
    if (tree !== undefined) setAt(highlights, attribute, tree)
  }
  hit._highlightResult = highlights
  return hit
}
