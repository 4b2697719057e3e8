/** One work a visitor viewed: its id and when they last viewed it (milliseconds since the epoch). */
export type View = { id: number; at: number }

/** How many viewed works a browser and an account keep: the rail shows them all. */
export const RECENTLY_VIEWED_MAX = 12

/**
 * Merges lists of views into one: newest first, each work once (at its latest view), at most
 * RECENTLY_VIEWED_MAX. Two views at the same moment keep the order they were given in.
 */
export function mergeViews(...lists: readonly (readonly View[])[]): View[] {
  const latest = new Map<number, View>()
  for (const view of lists.flat()) {
    const known = latest.get(view.id)
    if (!known || view.at > known.at) latest.set(view.id, view)
  }
  return [...latest.values()].sort((a, b) => b.at - a.at).slice(0, RECENTLY_VIEWED_MAX)
}

/** A view of `id` now, put first in `views`. */
export const withView = (views: readonly View[], id: number, now: number): View[] =>
  mergeViews([{ id, at: now }], views)

const isView = (value: unknown): value is View =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  'at' in value &&
  Number.isSafeInteger(value.id) &&
  Number(value.id) > 0 &&
  Number.isSafeInteger(value.at) &&
  Number(value.at) >= 0

/**
 * The views in a stored value that has the shape, merged; anything else is no views. Hand-checked rather than
 * with a schema library so that the recorder a product page loads at once stays tiny.
 */
export const viewsIn = (value: unknown): View[] => (Array.isArray(value) ? mergeViews(value.filter(isView)) : [])
