import { describe, expect, it } from 'vitest'
import { parseFiltersString } from './filters-string'

function parse(input: string) {
  const outcome = parseFiltersString(input)
  if (!outcome.ok) throw new Error(outcome.error.message)
  return outcome.body
}

describe('parseFiltersString', () => {
  it('parses the expression InstantSearch sends', () => {
    expect(
      parse(
        'product_type:"Painting" AND (vendor:"Ann Lee" OR vendor:"Bo Li") AND NOT named_tags.algolia_size:Small AND price:10 TO 20 AND price >= 5',
      ),
    ).toEqual({
      kind: 'and',
      children: [
        { kind: 'facet', attribute: 'product_type', value: 'Painting' },
        {
          kind: 'or',
          children: [
            { kind: 'facet', attribute: 'vendor', value: 'Ann Lee' },
            { kind: 'facet', attribute: 'vendor', value: 'Bo Li' },
          ],
        },
        { kind: 'not', child: { kind: 'facet', attribute: 'named_tags.algolia_size', value: 'Small' } },
        { kind: 'range', attribute: 'price', min: 10, max: 20 },
        { kind: 'numeric', attribute: 'price', operator: '>=', value: 5 },
      ],
    })
  })

  it('binds AND tighter than OR and keeps quoted colons and escapes', () => {
    expect(parse('a:1 OR b:2 AND c:"x:\\"y\\""')).toEqual({
      kind: 'or',
      children: [
        { kind: 'facet', attribute: 'a', value: '1' },
        {
          kind: 'and',
          children: [
            { kind: 'facet', attribute: 'b', value: '2' },
            { kind: 'facet', attribute: 'c', value: 'x:"y"' },
          ],
        },
      ],
    })
  })

  it('treats an empty string as no filter', () => {
    expect(parse('   ')).toBeUndefined()
  })

  it.each(['price >= cheap', 'a:"open', '(a:1', 'a:1 AND', 'AND a:1', 'a b'])('rejects %s as a 400', (input) => {
    const outcome = parseFiltersString(input)
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.error.status).toBe(400)
  })
})
