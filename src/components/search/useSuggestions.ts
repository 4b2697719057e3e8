'use client'

import { useEffect, useReducer, useRef } from 'react'
import { closedCombobox, comboboxReducer, wantsSuggestions } from './combobox-state'
import { fetchSuggestions } from './fetch-suggestions'

/**
 * The suggestion list's state for `value`, fetched as it changes. Only the newest request's answer is
 * applied: an older one that arrives late is dropped, so the list never shows another value's suggestions.
 */
export function useSuggestions(value: string) {
  const [state, dispatch] = useReducer(comboboxReducer, closedCombobox)
  const latest = useRef(0)
  useEffect(() => {
    const request = ++latest.current
    if (!wantsSuggestions(value)) return
    fetchSuggestions(value).then(
      (suggestions) => {
        if (request === latest.current) dispatch({ type: 'answered', query: value, suggestions })
      },
      (error: unknown) => console.warn('query suggestions unavailable', error),
    )
  }, [value])
  return [state, dispatch] as const
}
