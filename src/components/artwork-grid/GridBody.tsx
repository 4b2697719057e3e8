'use client'

import { useId } from 'react'
import type { GridScope } from '@/components/artwork-grid/artwork-grid-params'
import { ActiveFilters } from './ActiveFilters'
import { FilterPanel } from './FilterPanel'
import { FilterToggle } from './FilterToggle'
import { GridHits } from './GridHits'
import { ResultCount } from './ResultCount'
import { SearchStatus } from './SearchStatus'
import { SortSelect } from './SortSelect'
import { useFilterPanel } from './useFilterPanel'

type Props = { scope: GridScope; shopUrl: string | undefined; label: string }

export function GridBody({ scope, shopUrl, label }: Props) {
  const panelId = useId()
  const { open, drawer, toggle, close } = useFilterPanel()
  const columns =
    open === false ? '' : `${open === null ? 'md:grid' : 'grid'} md:grid-cols-[15rem_minmax(0,1fr)] md:gap-10`
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 md:px-6" data-artwork-grid>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 border-y border-line py-3">
        <FilterToggle open={open} controls={panelId} onToggle={toggle} />
        <ResultCount />
        <div className="ml-auto">
          <SortSelect />
        </div>
      </div>
      <ActiveFilters />
      <div className={columns}>
        <FilterPanel id={panelId} open={open} drawer={drawer} scope={scope} onClose={close} />
        <div>
          <SearchStatus />
          <GridHits shopUrl={shopUrl} label={label} />
        </div>
      </div>
    </div>
  )
}
