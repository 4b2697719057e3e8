/** Who a tracked event is about: the customer when signed in, always the browser's anonymous id. */
export type AnalyticsUser = {
  userId: string | null
  anonymousId: string
  traits: Record<string, string | boolean>
}

const ANONYMOUS_ID_KEY = 'gallery.analytics.anonymousId'

/** A random id kept in this browser's storage, so visits from one browser read as one visitor. */
export function browserAnonymousId(storage: Pick<Storage, 'getItem' | 'setItem'>): string {
  const stored = storage.getItem(ANONYMOUS_ID_KEY)
  if (stored) return stored
  const created = crypto.randomUUID()
  storage.setItem(ANONYMOUS_ID_KEY, created)
  return created
}

// Traits carry no contact details: the tag manager and whatever it loads are third parties.
export function analyticsUser(customerId: string | number | null, anonymousId: string): AnalyticsUser {
  return {
    userId: customerId === null ? null : String(customerId),
    anonymousId,
    traits: { signedIn: customerId !== null },
  }
}
