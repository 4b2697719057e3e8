type Props = {
  id: string
  open: boolean
  suggestions: readonly string[]
  active: number
  onChoose: (suggestion: string) => void
}

export const optionId = (listId: string, position: number) => `${listId}-option-${position}`

/** The list of suggestions, each plain text, never markup. Kept in the page while closed: the box's aria-controls names it. */
export function SuggestionList({ id, open, suggestions, active, onChoose }: Props) {
  return (
    <ul
      id={id}
      role="listbox"
      hidden={!open}
      aria-label="Search suggestions"
      className="absolute inset-x-0 top-full z-20 mt-1 border border-ink bg-white shadow-lg"
    >
      {suggestions.map((suggestion, position) => (
        <li
          key={suggestion}
          id={optionId(id, position)}
          role="option"
          aria-selected={position === active}
          // Keeps focus in the box, so choosing is not first a blur.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(suggestion)}
          className="cursor-pointer px-4 py-2 aria-selected:bg-ink aria-selected:text-white [&:not([aria-selected=true]):hover]:bg-seashell"
        >
          {suggestion}
        </li>
      ))}
    </ul>
  )
}
