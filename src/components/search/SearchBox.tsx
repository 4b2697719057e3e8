'use client'

import { X } from 'lucide-react'
import { useId, useRef } from 'react'

type Props = { value: string; onChange(value: string): void; onSubmit(value: string): void; autoFocus?: boolean }

const MAX_LENGTH = 512

/** The site's search box: a query up to 512 characters and a Close button that clears it. */
export function SearchBox({ value, onChange, onSubmit, autoFocus = false }: Props) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  return (
    <form
      role="search"
      action="/search"
      className="relative mt-6 flex max-w-xl"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(value)
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <input
        ref={input}
        id={id}
        name="query"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={MAX_LENGTH}
        autoFocus={autoFocus}
        autoComplete="off"
        placeholder="Search artists, artworks, and keywords"
        className="w-full border border-ink px-4 py-3 pr-12"
      />
      {value ? (
        <button
          type="button"
          aria-label="Clear search"
          className="absolute right-2 top-1/2 -translate-y-1/2 p-2 hover:text-accent"
          onClick={() => {
            onChange('')
            onSubmit('')
            input.current?.focus()
          }}
        >
          <X aria-hidden className="size-5" />
        </button>
      ) : null}
    </form>
  )
}
