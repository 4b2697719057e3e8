'use client'

import X from 'lucide-react/icons/x'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { suggestionsFor } from './combobox-state'
import { prepareSuggestions } from './fetch-suggestions'
import { optionId, SuggestionList } from './SuggestionList'
import { useSuggestions } from './useSuggestions'

/** The list closes this long after the box loses focus, so a click on a suggestion still lands. */
const CLOSE_AFTER_BLUR_MS = 250
const MAX_QUERY_LENGTH = 512

type Props = {
  value: string
  onChange: (value: string) => void
  onSubmit: (value: string) => void
  /** The visitor moves through the suggestions with the arrow keys: they are choosing one. */
  onBrowse?: () => void
  autoFocus?: boolean
  /** The value is what the visitor was typing on the page before this one: its suggestions open as if typed here. */
  resumesTyping?: boolean
}

/** The search box with its query suggestions: an ARIA 1.2 combobox over a listbox. */
export function SearchBox({ value, onChange, onSubmit, onBrowse, autoFocus = false, resumesTyping = false }: Props) {
  const input = useRef<HTMLInputElement>(null)
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const listId = `${useId()}-suggestions`
  const [state, dispatch, enterBox] = useSuggestions(value)
  const [tookUpTyping, setTookUpTyping] = useState(false)
  if (resumesTyping && !tookUpTyping) {
    setTookUpTyping(true)
    dispatch({ type: 'typed', value })
  }
  const suggestions = suggestionsFor(state, value)
  const open = state.open && suggestions.length > 0
  const active = open ? state.active : -1

  useEffect(() => {
    const box = input.current
    if (!autoFocus || !box) return
    box.focus()
    box.setSelectionRange(box.value.length, box.value.length)
  }, [autoFocus])
  // A visitor who entered the box before it hydrated (their focus is what hydrates it) is taken in now, and what
  // they typed meanwhile is in the box but was never seen: it is taken up as typed.
  const hydratedValue = useRef(value)
  useEffect(() => {
    const box = input.current
    if (!box) return
    if (document.activeElement === box) enterBox()
    const typedEarly = box.value
    if (typedEarly === hydratedValue.current) return
    dispatch({ type: 'typed', value: typedEarly })
    onChange(typedEarly)
    // Once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => () => clearTimeout(blurTimer.current), [])

  const choose = (suggestion: string) => {
    onChange(suggestion)
    dispatch({ type: 'dismiss' })
    onSubmit(suggestion)
  }
  const clear = () => {
    onChange('')
    onSubmit('')
    input.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      onBrowse?.()
      dispatch({ type: 'move', by: event.key === 'ArrowDown' ? 1 : -1, value })
    } else if (event.key === 'Escape') {
      // The browser's own Escape would empty a search input; here Escape only closes the list.
      event.preventDefault()
      dispatch({ type: 'dismiss' })
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault()
      const suggestion = suggestions[active]
      if (suggestion !== undefined) choose(suggestion)
    }
  }

  return (
    <form
      role="search"
      action="/search"
      className="relative mt-6 w-full max-w-xl"
      onSubmit={(event) => {
        event.preventDefault()
        dispatch({ type: 'dismiss' })
        onSubmit(value)
      }}
    >
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search
      </label>
      <input
        ref={input}
        id={`${listId}-input`}
        name="query"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? optionId(listId, active) : undefined}
        autoComplete="off"
        maxLength={MAX_QUERY_LENGTH}
        placeholder="Search artists, artworks, and keywords"
        value={value}
        onChange={(event) => {
          prepareSuggestions()
          dispatch({ type: 'typed', value: event.target.value })
          onChange(event.target.value)
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          clearTimeout(blurTimer.current)
          enterBox()
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(() => dispatch({ type: 'dismiss' }), CLOSE_AFTER_BLUR_MS)
        }}
        className="w-full border border-ink py-3 pr-12 pl-4 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {/* Clearing needs the page's script: a click before the box has hydrated is held and replayed once it has,
          and without scripts the button is hidden, as it could do nothing. */}
      {value ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={clear}
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-center hover:text-accent [@media(scripting:none)]:hidden"
        >
          <X aria-hidden className="size-5" />
        </button>
      ) : null}
      <SuggestionList id={listId} open={open} suggestions={suggestions} active={active} onChoose={choose} />
    </form>
  )
}
