'use client'

import X from 'lucide-react/icons/x'
import { useId, useRef } from 'react'
import { type GridScope, visibleFacets } from '@/components/artwork-grid/artwork-grid-params'
import { useFrozenPage } from '@/components/layout/useFrozenPage'
import { PriceFilter } from './PriceFilter'
import { RefinementFacet } from './RefinementFacet'
import { ShowResultsButton } from './ShowResultsButton'
import { useFocusTrap } from '@/components/ui/useFocusTrap'

type Props = { id: string; open: boolean | null; drawer: boolean; scope: GridScope; onClose: () => void }

/**
 * The facets: a sidebar from M up, a modal drawer over the results below it. One element plays both parts
 * and stays mounted while hidden, so the facets' refinements keep applying whatever the screen does.
 */
export function FilterPanel({ id, open, drawer, scope, onClose }: Props) {
  const panel = useRef<HTMLElement>(null)
  const headingId = useId()
  useFrozenPage(drawer)
  useFocusTrap(panel, drawer, onClose, 'filter drawer')
  const visibility = open === null ? 'hidden md:block' : open ? 'block' : 'hidden'
  return (
    <section
      ref={panel}
      id={id}
      data-filter-panel
      {...(drawer
        ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': headingId, tabIndex: -1 }
        : { 'aria-label': 'Filters' })}
      className={drawer ? 'fixed inset-0 z-50 flex flex-col bg-white' : `${visibility} pb-6`}
    >
      {drawer ? (
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <h2 id={headingId} className="text-lg font-semibold">
            Filters
          </h2>
          <button type="button" onClick={onClose} aria-label="Close filters" className="p-2">
            <X aria-hidden className="size-6" />
          </button>
        </div>
      ) : null}
      <div className={drawer ? 'flex-1 overflow-y-auto overscroll-contain px-4' : undefined}>
        {visibleFacets(scope).map((facet) => (
          <RefinementFacet key={facet} facet={facet} />
        ))}
        <PriceFilter />
      </div>
      {drawer ? (
        <div className="border-t border-line bg-white p-4">
          <ShowResultsButton onClick={onClose} />
        </div>
      ) : null}
    </section>
  )
}
