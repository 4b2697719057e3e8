'use client'

import { type GridScope, visibleFacets } from '@/components/artwork-grid/artwork-grid-params'
import { PriceFilter } from './PriceFilter'
import { RefinementFacet } from './RefinementFacet'

type Props = { id: string; open: boolean | null; scope: GridScope }

/** The facets stay mounted while hidden, so their refinements keep applying. */
export function FilterPanel({ id, open, scope }: Props) {
  const visibility = open === null ? 'hidden md:block' : open ? 'block' : 'hidden'
  return (
    <section id={id} aria-label="Filters" className={`${visibility} pb-6`}>
      {visibleFacets(scope).map((facet) => (
        <RefinementFacet key={facet} facet={facet} />
      ))}
      <PriceFilter />
    </section>
  )
}
