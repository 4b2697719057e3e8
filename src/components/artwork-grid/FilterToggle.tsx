'use client'

import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal'

type Props = { open: boolean | null; controls: string; onToggle: () => void }

/** Show/Hide filters. While `open` is unknown (server HTML), the words follow the breakpoint in CSS. */
export function FilterToggle({ open, controls, onToggle }: Props) {
  return (
    <button
      type="button"
      aria-controls={controls}
      aria-expanded={open ?? undefined}
      onClick={onToggle}
      className="inline-flex items-center gap-2 rounded border border-ink px-3 py-1.5 text-sm font-medium"
    >
      <SlidersHorizontal aria-hidden className="size-4" />
      {open === null ? (
        <>
          <span className="md:hidden">Show filters</span>
          <span className="hidden md:inline">Hide filters</span>
        </>
      ) : open ? (
        'Hide filters'
      ) : (
        'Show filters'
      )}
    </button>
  )
}
