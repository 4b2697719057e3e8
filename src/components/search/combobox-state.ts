/** The list opens only for a query longer than this. */
const SUGGEST_AFTER_LENGTH = 3
/** Suggestions shown at most. */
export const MAX_SUGGESTIONS_SHOWN = 5

/**
 * The suggestion list's state. `query` is the value the suggestions answer; `typed` is what the visitor last
 * typed, and the list opens only for that: not for a value the page set (a URL's query, a chosen suggestion),
 * nor after the visitor closed it (Escape, a choice, leaving the box) until they type again.
 */
export type ComboboxState = {
  query: string
  suggestions: readonly string[]
  open: boolean
  active: number
  typed: string | null
}

export type ComboboxAction =
  | { type: 'typed'; value: string }
  | { type: 'answered'; query: string; suggestions: readonly string[] }
  | { type: 'move'; by: 1 | -1; value: string }
  | { type: 'dismiss' }

export const closedCombobox: ComboboxState = { query: '', suggestions: [], open: false, active: -1, typed: null }

export const wantsSuggestions = (value: string) => value.trim().length > SUGGEST_AFTER_LENGTH

/** Suggestions belong to one value: shown only while the box still holds it, so a stale answer never shows. */
export const suggestionsFor = (state: ComboboxState, value: string): readonly string[] =>
  state.query === value && wantsSuggestions(value) ? state.suggestions : []

export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  switch (action.type) {
    case 'typed':
      return { ...state, typed: action.value, active: -1 }
    case 'answered': {
      const suggestions = action.suggestions.slice(0, MAX_SUGGESTIONS_SHOWN)
      const open = suggestions.length > 0 && wantsSuggestions(action.query) && state.typed === action.query
      return { ...state, query: action.query, suggestions, open, active: -1 }
    }
    case 'move': {
      const count = suggestionsFor(state, action.value).length
      if (count === 0) return state
      const first = action.by === 1 ? 0 : count - 1
      if (!state.open || state.active === -1) return { ...state, open: true, active: first }
      return { ...state, active: (state.active + action.by + count) % count }
    }
    case 'dismiss':
      return { ...state, open: false, active: -1, typed: null }
  }
}
