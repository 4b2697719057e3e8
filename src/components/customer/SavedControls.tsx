'use client'

import { createContext, useContext, type ReactNode } from 'react'

/** Whether save and follow controls show (the saved-artworks flag, or a preview holder), and where login is. */
export type SavedControls = { enabled: boolean; loginHref: string; accountHref: string }

const SavedControlsContext = createContext<SavedControls>({
  enabled: false,
  loginHref: '/account/login',
  accountHref: '/account',
})

export function SavedControlsProvider({ value, children }: { value: SavedControls; children: ReactNode }) {
  return <SavedControlsContext value={value}>{children}</SavedControlsContext>
}

export const useSavedControls = () => useContext(SavedControlsContext)
