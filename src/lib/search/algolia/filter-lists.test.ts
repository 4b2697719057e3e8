import { describe, expect, it } from 'vitest'
import { parseFacetFilters, parseNumericFilters } from './filter-lists'

describe('parseFacetFilters', () => {
  it('reads the outer list as AND and inner lists as OR', () => {
    const outcome = parseFacetFilters(['product_type:Painting', ['vendor:Ann', 'vendor:Bo']])
    expect(outcome).toEqual({
      ok: true,
      body: {
        kind: 'and',
        children: [
          { kind: 'facet', attribute: 'product_type', value: 'Painting' },
          {
            kind: 'or',
            children: [
              { kind: 'facet', attribute: 'vendor', value: 'Ann' },
              { kind: 'facet', attribute: 'vendor', value: 'Bo' },
            ],
          },
        ],
      },
    })
  })

  it('negates with a leading dash, escapes a literal one, keeps colons and spaces in values', () => {
    expect(parseFacetFilters('size:-Small')).toEqual({
      ok: true,
      body: { kind: 'not', child: { kind: 'facet', attribute: 'size', value: 'Small' } },
    })
    expect(parseFacetFilters(['title:\\-dash', 'title:Time: 10 AM'])).toMatchObject({
      body: { children: [{ value: '-dash' }, { value: 'Time: 10 AM' }] },
    })
  })

  it('rejects a filter without an attribute', () => {
    expect(parseFacetFilters(['Painting']).ok).toBe(false)
  })
})

describe('parseNumericFilters', () => {
  it.each([
    ['price>=1', { kind: 'numeric', attribute: 'price', operator: '>=', value: 1 }],
    ['price <= 2', { kind: 'numeric', attribute: 'price', operator: '<=', value: 2 }],
    ['price=3', { kind: 'numeric', attribute: 'price', operator: '=', value: 3 }],
    ['price!=3', { kind: 'numeric', attribute: 'price', operator: '!=', value: 3 }],
    ['price:1 TO 5', { kind: 'range', attribute: 'price', min: 1, max: 5 }],
  ])('parses %s', (filter, node) => {
    expect(parseNumericFilters([filter])).toEqual({ ok: true, body: node })
  })

  it('rejects a non-number', () => {
    expect(parseNumericFilters(['price>=cheap']).ok).toBe(false)
  })
})
