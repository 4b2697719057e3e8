import { describe, expect, it } from 'vitest'
import { closedCombobox, comboboxReducer, type ComboboxState, suggestionsFor } from './combobox-state'

const typed = (value: string, state: ComboboxState = closedCombobox) => comboboxReducer(state, { type: 'typed', value })
/** The answer for `query`, which the visitor typed. */
const answered = (query: string, suggestions: string[], state: ComboboxState = typed(query)) =>
  comboboxReducer(state, { type: 'answered', query, suggestions })

describe('the suggestion list', () => {
  it('opens only for a value longer than 3 characters that has suggestions', () => {
    expect(answered('ada', ['ada moss']).open).toBe(false)
    expect(answered('ada ', ['ada moss']).open).toBe(false)
    expect(answered('ada m', []).open).toBe(false)
    expect(answered('ada m', ['ada moss']).open).toBe(true)
  })

  it('shows at most 5 suggestions', () => {
    expect(answered('pain', ['a', 'b', 'c', 'd', 'e', 'f']).suggestions).toHaveLength(5)
  })

  it('never shows suggestions of another value than the box holds', () => {
    const state = answered('paint', ['painting'])
    expect(suggestionsFor(state, 'paint')).toEqual(['painting'])
    expect(suggestionsFor(state, 'paints')).toEqual([])
  })

  it('moves down and up through the options, wrapping at either end', () => {
    let state = answered('moss', ['ada moss', 'moss garden', 'mossy'])
    const move = (by: 1 | -1) => (state = comboboxReducer(state, { type: 'move', by, value: 'moss' }))
    expect(move(1).active).toBe(0)
    expect(move(1).active).toBe(1)
    expect(move(1).active).toBe(2)
    expect(move(1).active).toBe(0)
    expect(move(-1).active).toBe(2)
  })

  it('starts from the last option when ArrowUp opens it', () => {
    const state = answered('moss', ['ada moss', 'mossy'])
    expect(comboboxReducer(state, { type: 'move', by: -1, value: 'moss' }).active).toBe(1)
  })

  it('stays closed once dismissed, reopens with the arrows or when the visitor types again', () => {
    const dismissed = comboboxReducer(answered('moss', ['mossy']), { type: 'dismiss' })
    expect(dismissed).toMatchObject({ open: false, active: -1 })
    expect(comboboxReducer(dismissed, { type: 'dismiss' })).toEqual(dismissed)
    expect(answered('moss', ['mossy'], dismissed).open).toBe(false)
    expect(comboboxReducer(dismissed, { type: 'move', by: 1, value: 'moss' })).toMatchObject({ open: true, active: 0 })
    expect(answered('mossy', ['mossy'], typed('mossy', dismissed)).open).toBe(true)
  })

  it('does not open for a value the page set rather than the visitor typed', () => {
    expect(answered('ada moss', ['ada moss'], closedCombobox).open).toBe(false)
    expect(answered('ada moss', ['ada moss'], typed('ada mo')).open).toBe(false)
  })

  it('does not open with the arrows when there is nothing to show', () => {
    const state = answered('mos', ['mossy'])
    expect(comboboxReducer(state, { type: 'move', by: 1, value: 'mos' }).open).toBe(false)
  })
})
