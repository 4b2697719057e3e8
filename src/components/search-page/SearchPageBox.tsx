import { useEffect, useRef, useState } from 'react'
import { SearchBox } from '@/components/search/SearchBox'
import { useBrowserStore } from '@/lib/device/useHydrated'
import type { SearchGo } from './search-view'

const TYPING_DEBOUNCE_MS = 500
/** Where the box keeps what the visitor is typing while the next page loads. */
export const TYPING_KEY = 'search-page-box:typing'
/** A kept value older than this is not the visitor's current typing. */
const TYPING_KEPT_MS = 30_000

type Typing = { value: string; href: string; at: number }

/** The URL for another query: the tab and the grid's filters stay, the page starts again. */
function hrefForQuery(current: string, query: string): string {
  const params = new URLSearchParams(current)
  params.delete('page')
  if (query) params.set('query', query)
  else params.delete('query')
  const search = params.toString()
  return search ? `/search?${search}` : '/search'
}

function keepTyping(typing: Typing | null) {
  try {
    if (typing) sessionStorage.setItem(TYPING_KEY, JSON.stringify(typing))
    else sessionStorage.removeItem(TYPING_KEY)
  } catch {
    // Storage refused (private mode, quota): the next page starts with its own query, as without JavaScript.
  }
}

/** What the visitor was typing when the previous page searched, if this page is that search. */
function readTyping(): string | null {
  try {
    const kept = sessionStorage.getItem(TYPING_KEY)
    const typing = kept ? (JSON.parse(kept) as Partial<Typing>) : null
    const here = `${window.location.pathname}${window.location.search}`
    if (typeof typing?.value !== 'string' || typing.href !== here) return null
    return typeof typing.at === 'number' && Date.now() - typing.at < TYPING_KEPT_MS ? typing.value : null
  } catch {
    return null
  }
}

/**
 * Asks the page's script to go to another view (it fetches it first and says the page waits), under the event name
 * the page gives; a page without its script loads the view at once.
 */
function goTo(goEvent: string, go: SearchGo) {
  const asked = new CustomEvent(goEvent, { detail: go, cancelable: true })
  if (!window.dispatchEvent(asked)) return
  if (go.mode === 'push') window.location.assign(go.href)
  else window.location.replace(go.href)
}

/** Storage does not tell this page when it changes: the kept typing is read once, after hydration. */
const noChanges = () => () => {}

/**
 * The search page's box, an island. Typing searches after a 500 ms pause, replacing the address (Back leaves the
 * search, not each keystroke), unless the visitor has moved on to the suggestions; Enter, a suggestion or Close
 * search at once as a new history entry. Each search is a full page load: the box keeps what the visitor types
 * meanwhile, and the next page takes it up, focused, with the caret at the end and its suggestions open (and searches
 * again if the visitor typed on).
 */
export function SearchPageBox({ query, goEvent }: { query: string; goEvent: string }) {
  const [value, setValue] = useState(query)
  const typed = useBrowserStore(noChanges, readTyping, null)
  const [resumed, setResumed] = useState(false)
  if (typed !== null && !resumed) {
    setResumed(true)
    setValue(typed)
  }
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const leaving = useRef<string | null>(null)

  const search = (next: string, mode: 'push' | 'replace') => {
    clearTimeout(typing.current)
    const trimmed = next.trim()
    if (trimmed === query && leaving.current === null) return
    const href = hrefForQuery(window.location.search, trimmed)
    // Already on its way there: loading it again would only start over.
    if (mode === 'replace' && href === leaving.current) return
    leaving.current = mode === 'replace' ? href : null
    keepTyping(mode === 'replace' ? { value: next, href, at: Date.now() } : null)
    goTo(goEvent, { href, mode })
  }
  const onChange = (next: string) => {
    setValue(next)
    if (leaving.current) keepTyping({ value: next, href: leaving.current, at: Date.now() })
    clearTimeout(typing.current)
    typing.current = setTimeout(() => search(next, 'replace'), TYPING_DEBOUNCE_MS)
  }

  useEffect(() => {
    if (typed === null) return
    keepTyping(null)
    // The visitor typed on while this page loaded: that is searched in turn.
    if (typed.trim() !== query) typing.current = setTimeout(() => search(typed, 'replace'), TYPING_DEBOUNCE_MS)
    // Once, when the kept typing is read; `search` is this render's, with the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed])
  useEffect(() => () => clearTimeout(typing.current), [])

  return (
    <SearchBox
      value={value}
      onChange={onChange}
      onSubmit={(next) => search(next, 'push')}
      // A visitor choosing among the suggestions is not searched for what they typed meanwhile.
      onBrowse={() => clearTimeout(typing.current)}
      autoFocus={!query || resumed}
      resumesTyping={resumed}
    />
  )
}
