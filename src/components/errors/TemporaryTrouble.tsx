'use client'

import { useEffect } from 'react'
import { RETRY_CLASS, TroubleNotice } from './TroubleNotice'

type Props = { error: unknown; retry: () => void }

/** The trouble notice inside a page that failed in the browser: Try again renders the page anew. */
export function TemporaryTrouble({ error, retry }: Props) {
  useEffect(() => {
    console.error('page failed to render', error)
  }, [error])
  return (
    <TroubleNotice
      retry={
        <button type="button" onClick={retry} className={RETRY_CLASS}>
          Try again
        </button>
      }
    />
  )
}
