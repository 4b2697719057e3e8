'use client'

import { useCallback, useEffect, useReducer, useRef } from 'react'
import { closedCombobox, comboboxReducer, wantsSuggestions } from './combobox-state'
import { fetchSuggestions } from './fetch-suggestions'

/**
 * The suggestion list's state for `value`, fetched as it changes. Only the newest request's answer is
 * applied: an older one that arrives late is dropped, so the list never shows another value's suggestions.
 * The value the page was loaded with (a search's own query) is asked about only once the visitor enters the box
 * (`enter`), so that a page whose box nobody uses makes no call for it and loads no search client.
 */
export function useSuggestions(value: string) {
  const [state, dispatch] = useReducer(comboboxReducer, closedCombobox)
  const latest = useRef(0)
  const pageValue = useRef<string | null>(value)
  const ask = useCallback((text: string) => {
    const request = ++latest.current
    if (!wantsSuggestions(text)) return
    fetchSuggestions(text).then(
      (suggestions) => {
        if (request === latest.current) dispatch({ type: 'answered', query: text, suggestions })
      },
      (error: unknown) => console.warn('query suggestions unavailable', error),
    )
  }, [])
  useEffect(() => {
    if (value === pageValue.current) return
    pageValue.current = null
    ask(value)
  }, [value, ask])
  const enter = () => {
    if (pageValue.current === null) return
    pageValue.current = null
    ask(value)
  }
  return [state, dispatch, enter] as const
}
