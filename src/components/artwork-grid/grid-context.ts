'use client'

import { createContext, useContext } from 'react'
import type { GridAction, GridView } from './grid-view'

export type GridContextValue = {
  view: GridView
  dispatch: (action: GridAction) => void
  /** Runs the failed search again (or loads the search code again, if that is what failed). */
  retry: () => void
}

export const GridContext = createContext<GridContextValue | null>(null)

/** What the artwork grid shows and the way to change it, for the grid's own parts. */
export function useGrid(): GridContextValue {
  const grid = useContext(GridContext)
  if (!grid) throw new Error('useGrid: used outside the artwork grid')
  return grid
}
