'use client'

import { createContext, useContext, type ReactNode } from 'react'

/**
 * Whether save and follow controls show (the saved-artworks flag, or a preview holder), where login is, and the
 * address the server drew the controls at: a visitor's login link returns there until the browser knows its own.
 */
export type SavedControls = { enabled: boolean; loginHref: string; accountHref: string; pagePath: string }

const SavedControlsContext = createContext<SavedControls>({
  enabled: false,
  loginHref: '/account/login',
  accountHref: '/account',
  pagePath: '/',
})

export function SavedControlsProvider({ value, children }: { value: SavedControls; children: ReactNode }) {
  return <SavedControlsContext value={value}>{children}</SavedControlsContext>
}

export const useSavedControls = () => useContext(SavedControlsContext)
