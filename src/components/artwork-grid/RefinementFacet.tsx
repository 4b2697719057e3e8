'use client'

import { useRefinementList } from 'react-instantsearch'
import { type FacetKey, REFINEMENT_LIST_PARAMS } from '@/components/artwork-grid/artwork-grid-params'
import { FACET_DISPLAY, facetValueLabel } from './facet-labels'
import { FacetSearchBox } from './FacetSearchBox'

/** One facet as labelled checkboxes with counts; 10 values, more on Show more. */
export function RefinementFacet({ facet }: { facet: FacetKey }) {
  const { items, refine, searchForItems, isFromSearch, canToggleShowMore, isShowingMore, toggleShowMore } =
    useRefinementList(REFINEMENT_LIST_PARAMS[facet])
  const { title, note, searchable } = FACET_DISPLAY[facet]
  if (items.length === 0 && !isFromSearch) return null
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
                  refine(item.value)
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
        <button type="button" onClick={toggleShowMore} className="mt-3 text-sm underline underline-offset-4">
          {isShowingMore ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </fieldset>
  )
}
