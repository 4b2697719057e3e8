import type { ClientDirective } from 'astro'
import { markerSet } from '../../lib/marker-cookies/marker-set'
import { MARKERS_CHANGED_EVENT } from '../../lib/marker-cookies/names'
import { whenIdle } from '../../lib/device/when-idle'
import { holdEarlyUses } from './early-uses'

/** What a visitor does just before using a control: pointing at it, touching it or tabbing to it. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const

/** `client:intent` bare, or with these options. */
export type IntentOptions = {
  /** Fetch the island's code as soon as the browser is idle, so that a large island is ready on first use. */
  prefetch?: boolean
  /** The query string the server rendered the island for: at another address it hydrates when idle. */
  renderedQuery?: string
  /** It draws the signed-in customer's state (saved hearts, the account link): for a customer it hydrates when idle. */
  drawsCustomer?: boolean
  /** It draws the cart (the bag's count): for a visitor with a cart it hydrates when idle. */
  drawsCart?: boolean
  /**
   * The sessionStorage key under which the island keeps what the visitor was doing across a page load (what they
   * were typing): with something kept there, it hydrates when idle to take it up.
   */
  keptUnder?: string
  /**
   * A window event on which it hydrates: the page's own script announces that what the island draws has begun
   * (the search page's wait for its next view).
   */
  hydratesOn?: string
}

/** The options as Astro hands them over (parsed JSON), each kept only when it has its type. */
function intentOptions(value: unknown): IntentOptions {
  if (typeof value !== 'object' || value === null) return {}
  const options: Record<string, unknown> = { ...value }
  return {
    prefetch: options.prefetch === true,
    renderedQuery: typeof options.renderedQuery === 'string' ? options.renderedQuery : undefined,
    drawsCustomer: options.drawsCustomer === true,
    drawsCart: options.drawsCart === true,
    keptUnder: typeof options.keptUnder === 'string' ? options.keptUnder : undefined,
    hydratesOn: typeof options.hydratesOn === 'string' ? options.hydratesOn : undefined,
  }
}

/** Whether the visitor has what the island draws of them: a session, or a cart. */
function drawsWhatTheVisitorHas({ drawsCustomer, drawsCart }: IntentOptions): boolean {
  return (
    (drawsCustomer === true && markerSet(document.cookie, 'session')) ||
    (drawsCart === true && markerSet(document.cookie, 'cart'))
  )
}

/** Whether the island kept something under `key` for this browser's tab; storage refused counts as nothing kept. */
function keeps(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null
  } catch {
    return false
  }
}

/** Where the island's server HTML cannot stand as it is until the visitor acts. */
function mustHydrateNow(options: IntentOptions): boolean {
  if (drawsWhatTheVisitorHas(options)) return true
  if (options.keptUnder !== undefined && keeps(options.keptUnder)) return true
  const { renderedQuery } = options
  return renderedQuery !== undefined && window.location.search.replace(/^\?/, '') !== renderedQuery
}

/**
 * Hydrates the island once the visitor comes to have what it draws while the page is open: a first work added to
 * the cart, or a login in another tab.
 */
function hydrateOnceTheVisitorHasIt(options: IntentOptions, hydrate: () => void): void {
  if (!options.drawsCustomer && !options.drawsCart) return
  const check = () => {
    if (!drawsWhatTheVisitorHas(options)) return
    window.removeEventListener(MARKERS_CHANGED_EVENT, check)
    window.removeEventListener('focus', check)
    hydrate()
  }
  window.addEventListener(MARKERS_CHANGED_EVENT, check)
  window.addEventListener('focus', check)
}

/**
 * `client:intent`: the island hydrates on the visitor's first intent to use it (a pointer over it, a touch,
 * focus), so that a page's first seconds carry no hydration of an island few visitors use at once. Its code is
 * fetched then, or when the browser is idle with `prefetch`. A use made before it has hydrated is replayed.
 */
const intentDirective: ClientDirective = (load, directive, el) => {
  const options = intentOptions(directive.value)
  let code: Promise<() => Promise<void>> | undefined
  // A failed fetch is forgotten, so that the visitor's first use tries again.
  const fetchCode = () =>
    (code ??= load().catch((error: unknown) => {
      code = undefined
      throw error
    }))
  if (options.prefetch)
    whenIdle(() => {
      fetchCode().catch((error: unknown) => console.warn('island: prefetching its code failed', error))
    })
  const replayEarlyUses = holdEarlyUses(el)
  let started = false
  const hydrate = () => {
    if (started) return
    started = true
    for (const type of INTENT_EVENTS) el.removeEventListener(type, hydrate)
    // Replayed after a failed hydration too: the controls then do what the browser does without the island.
    fetchCode()
      .then((run) => run())
      .catch((error: unknown) => console.error('island: hydration failed', error))
      .finally(replayEarlyUses)
  }
  if (mustHydrateNow(options)) {
    whenIdle(hydrate)
    return
  }
  for (const type of INTENT_EVENTS) el.addEventListener(type, hydrate, { passive: true })
  if (options.hydratesOn !== undefined) window.addEventListener(options.hydratesOn, hydrate, { once: true })
  hydrateOnceTheVisitorHasIt(options, hydrate)
}

export default intentDirective
