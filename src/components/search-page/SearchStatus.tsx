import LoaderCircle from 'lucide-react/icons/loader-circle'
import { useEffect } from 'react'
import { useBrowserStore } from '@/lib/device/useHydrated'
import { isStalled, subscribeStalled, VIEW_SELECTOR } from './search-navigation'

/**
 * The search page's wait, as an island that hydrates when a wait begins (`SEARCH_WAIT_EVENT`): once the wait for
 * the next view has lasted 200 ms, the view is marked `aria-busy` and a status says "Searching…", until the next
 * page replaces this one. The server draws the status empty, so that it is a live region before it speaks.
 */
export function SearchStatus() {
  const stalled = useBrowserStore(subscribeStalled, isStalled, false)
  useEffect(() => {
    const view = document.querySelector(VIEW_SELECTOR)
    view?.setAttribute('aria-busy', String(stalled))
    view?.toggleAttribute('data-search-stalled', stalled)
  }, [stalled])
  return (
    <>
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
    </>
  )
}
