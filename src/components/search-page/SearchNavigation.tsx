'use client'

import { LoaderCircle } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { createContext, type ReactNode, use, useCallback, useEffect, useState, useTransition } from 'react'
import { STALLED_SEARCH_DELAY } from '@/components/artwork-grid/artwork-grid-params'

type Navigate = (href: string, mode: 'push' | 'replace') => void

const SearchNavigationContext = createContext<Navigate | null>(null)

/** Moves the search page to another of its URLs, showing the wait once it stalls. */
export function useSearchNavigation(): Navigate {
  const navigate = use(SearchNavigationContext)
  if (!navigate) throw new Error('useSearchNavigation outside <SearchNavigation>')
  return navigate
}

/** True once `pending` has lasted longer than the stalled delay; false again as soon as it ends. */
function useStalled(pending: boolean): boolean {
  const [stalled, setStalled] = useState(false)
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => setStalled(true), STALLED_SEARCH_DELAY)
    return () => {
      clearTimeout(timer)
      setStalled(false)
    }
  }, [pending])
  return stalled
}

/**
 * The search page's state lives in its URL: the box, the tabs and Show More change the URL, and the server
 * renders the results for it. A search that waits more than 200 ms marks the results busy and says so; a
 * failed one ends the wait and shows the page's error with a retry.
 */
export function SearchNavigation({ children }: { children: ReactNode }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const stalled = useStalled(pending)
  const navigate = useCallback<Navigate>(
    (href, mode) => startTransition(() => router[mode](href, { scroll: false })),
    [router],
  )
  return (
    <SearchNavigationContext value={navigate}>
      <div aria-busy={stalled} data-search-stalled={stalled || undefined}>
        {children}
      </div>
      <p role="status" className="sr-only">
        {stalled ? 'Searching…' : ''}
      </p>
      {stalled ? (
        <p
          aria-hidden
          className="fixed bottom-6 left-1/2 z-40 flex -translate-x-1/2 items-center gap-2 bg-ink px-4 py-2 text-sm text-white"
        >
          <LoaderCircle className="size-4 animate-spin" />
          Searching…
        </p>
      ) : null}
    </SearchNavigationContext>
  )
}
