import LoaderCircle from 'lucide-react/icons/loader-circle'
import { useEffect } from 'react'
import { useBrowserStore } from '@/lib/device/useHydrated'
import { isPlainClick, isStalled, navigateTo, stopWaiting, subscribeStalled } from './search-navigation'

/** The element that holds the page's view: marked busy while the next view keeps it waiting. */
const VIEW_SELECTOR = '[data-search-view]'

/**
 * The search page's wait, as an island. Its state lives in its URL and every view is a full page load: a plain
 * click on a link to another view (a tab, Show More, Try again) goes there through `navigateTo`, like a search from
 * the box, and once the wait has lasted 200 ms the view is marked `aria-busy` and a status says "Searching…",
 * until the next page replaces this one. Back to this page from the browser's cache ends the wait.
 */
export function SearchStatus() {
  const stalled = useBrowserStore(subscribeStalled, isStalled, false)
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return
      const link = event.target.closest<HTMLAnchorElement>('a[data-search-link]')
      if (!link) return
      event.preventDefault()
      navigateTo(link.href, 'push')
    }
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) stopWaiting()
    }
    document.addEventListener('click', onClick)
    window.addEventListener('pageshow', onPageShow)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [])
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
