import { allOf, anyOf, type FilterNode, type NumericOperator } from '../engine/filter'
import { badRequest, type Outcome, success } from './outcome'

export type FilterList = string | readonly (string | readonly string[])[]

/** Algolia's list form: the outer list is AND, an inner list is OR; a plain string is one filter. */
function combine(list: FilterList, parseOne: (filter: string) => FilterNode | string): Outcome<FilterNode | undefined> {
  const groups = typeof list === 'string' ? [list] : list
  const and: FilterNode[] = []
  for (const group of groups) {
    const or: FilterNode[] = []
    for (const filter of typeof group === 'string' ? [group] : group) {
      const node = parseOne(filter)
      if (typeof node === 'string') return badRequest(node)
      or.push(node)
    }
    const node = anyOf(or)
    if (node) and.push(node)
  }
  return success(allOf(and))
}

/** `attr:value`, `attr:-value` (negation), `attr:\-value` (a value starting with '-'); values may hold colons. */
function parseFacetFilter(filter: string): FilterNode | string {
  const colon = filter.indexOf(':')
  if (colon <= 0) return `facetFilters: '${filter}' is not attribute:value`
  const attribute = filter
    .slice(0, colon)
    .trim()
    .replace(/^"(.*)"$/, '$1')
  let value = filter.slice(colon + 1)
  const negated = value.startsWith('-')
  if (negated) value = value.slice(1)
  else if (value.startsWith('\\-')) value = value.slice(1)
  value = value.replace(/^"(.*)"$/, '$1')
  const node: FilterNode = { kind: 'facet', attribute, value }
  return negated ? { kind: 'not', child: node } : node
}

const COMPARISON = /^\s*(.+?)\s*(<=|>=|!=|<|>|=)\s*(\S+)\s*$/
const RANGE = /^\s*(.+?)\s*:\s*(\S+)\s+TO\s+(\S+)\s*$/

/** `attr>=1`, `attr<=2`, `attr=3`, `attr!=3`, `attr:1 TO 5`. */
function parseNumericFilter(filter: string): FilterNode | string {
  const range = RANGE.exec(filter)
  if (range) {
    const [, attribute = '', min = '', max = ''] = range
    const low = Number(min)
    const high = Number(max)
    if (Number.isFinite(low) && Number.isFinite(high)) return { kind: 'range', attribute, min: low, max: high }
  }
  const comparison = COMPARISON.exec(filter)
  if (comparison) {
    const [, attribute = '', operator = '', raw = ''] = comparison
    const value = Number(raw)
    if (Number.isFinite(value)) return { kind: 'numeric', attribute, operator: operator as NumericOperator, value }
  }
  return `numericFilters: '${filter}' is not a numeric filter`
}

export function parseFacetFilters(list: FilterList): Outcome<FilterNode | undefined> {
  return combine(list, parseFacetFilter)
}

export function parseNumericFilters(list: FilterList): Outcome<FilterNode | undefined> {
  return combine(list, parseNumericFilter)
}
