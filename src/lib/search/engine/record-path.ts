import type { RecordValue } from '../types'

export type Leaf = string | number | boolean

/** A dot path split once, not per record. */
export type AttributePath = readonly string[]

export function compilePath(path: string): AttributePath {
  return path.split('.')
}

/** Leaf values at a dot path; arrays along the way are flattened (Algolia's semantics for tags). */
export function leavesAt(value: RecordValue, path: AttributePath): Leaf[] {
  const out: Leaf[] = []
  collect(value, path, 0, out)
  return out
}

function collect(value: RecordValue, parts: readonly string[], depth: number, out: Leaf[]): void {
  if (value === null || value === undefined) return
  if (Array.isArray(value)) {
    for (const item of value as readonly RecordValue[]) collect(item, parts, depth, out)
    return
  }
  if (typeof value === 'object') {
    const key = parts[depth]
    if (key !== undefined) collect((value as { readonly [key: string]: RecordValue })[key], parts, depth + 1, out)
    return
  }
  if (depth === parts.length) out.push(value)
}

export function numberAt(value: RecordValue, path: AttributePath): number {
  for (const leaf of leavesAt(value, path)) {
    if (typeof leaf === 'number' && Number.isFinite(leaf)) return leaf
    if (typeof leaf === 'boolean') return leaf ? 1 : 0
  }
  return Number.NaN
}
