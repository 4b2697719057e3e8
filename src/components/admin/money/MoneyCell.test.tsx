import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MoneyCell } from './MoneyCell'
import { storedCentsText } from './stored-cents'

describe('amounts in the admin', () => {
  it.each([
    [27_500, '$275.00'],
    [0, '$0.00'],
    [123_456_789, '$1,234,567.89'],
    [5, '$0.05'],
  ])('reads %d cents as %s', (cents, dollars) => {
    expect(storedCentsText(cents)).toBe(dollars)
  })

  it('leaves an amount a document does not have empty', () => {
    for (const missing of [null, undefined, '', Number.NaN]) expect(storedCentsText(missing)).toBe('')
  })

  it('shows dollars in the list’s cell', () => {
    expect(renderToStaticMarkup(<MoneyCell cellData={27_500} />)).toBe('<span class="money-cell">$275.00</span>')
  })
})
