'use client'

import type { FacetKey } from '@/components/artwork-grid/artwork-grid-params'
import { FACET_DISPLAY, facetValueLabel } from './facet-labels'
import { FacetSearchBox } from './FacetSearchBox'
import { useGrid } from './grid-context'

/** One facet as labelled checkboxes with counts; 10 values, more on Show more. */
export function RefinementFacet({ facet }: { facet: FacetKey }) {
  const { view, dispatch } = useGrid()
  const { title, note, searchable } = FACET_DISPLAY[facet]
  const shown = view.facets[facet]
  if (!shown || (shown.items.length === 0 && !shown.isFromSearch)) return null
  const { items, isFromSearch, canToggleShowMore, isShowingMore } = shown
  const searchForItems = (query: string) => dispatch({ kind: 'searchFacet', facet, query })
  return (
    <fieldset className="border-b border-line py-5" data-facet={facet}>
      <legend className="mb-3 text-sm font-semibold uppercase tracking-wider">{title}</legend>
      {searchable ? <FacetSearchBox label={`Search ${title.toLowerCase()}s`} onSearch={searchForItems} /> : null}
      {note ? <p className="mb-3 text-xs text-muted">{note}</p> : null}
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.value}>
            <label className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-ink"
                checked={item.isRefined}
                onChange={() => {
                  dispatch({ kind: 'refine', facet, value: item.value })
                  if (isFromSearch) searchForItems('')
                }}
              />
              <span>{facetValueLabel(facet, item.value)}</span>
              <span className="text-muted">({item.count})</span>
            </label>
          </li>
        ))}
      </ul>
      {isFromSearch && items.length === 0 ? <p className="text-sm text-muted">No matches.</p> : null}
      {canToggleShowMore ? (
        <button
          type="button"
          onClick={() => dispatch({ kind: 'toggleShowMore', facet })}
          className="mt-3 text-sm underline underline-offset-4"
        >
          {isShowingMore ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </fieldset>
  )
}
