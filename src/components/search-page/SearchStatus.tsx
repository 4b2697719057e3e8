import LoaderCircle from 'lucide-react/icons/loader-circle'
import { useCallback } from 'react'
import { useBrowserStore } from '@/lib/device/useHydrated'

/**
 * The search page's wait, as an island that hydrates when a wait begins: once the wait for the next view has lasted
 * the stalled delay, the page's script marks the view (`stalledAttribute`, found by `view`), and this says
 * "Searching…" until the next page replaces this one. The server draws the status empty, so that it is a live region
 * before it speaks.
 */
export function SearchStatus({ view, stalledAttribute }: { view: string; stalledAttribute: string }) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const element = document.querySelector(view)
      if (!element) return () => {}
      const observer = new MutationObserver(onChange)
      observer.observe(element, { attributeFilter: [stalledAttribute] })
      return () => observer.disconnect()
    },
    [view, stalledAttribute],
  )
  const read = useCallback(
    () => document.querySelector(view)?.hasAttribute(stalledAttribute) === true,
    [view, stalledAttribute],
  )
  const stalled = useBrowserStore(subscribe, read, false)
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
