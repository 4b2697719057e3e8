import 'server-only'
import { ValidationError, type Payload } from 'payload'

export const SUBSCRIBERS = 'newsletter-subscribers'

/** A stored subscriber, and whether this sign-up is the one that stored it. */
type StoredSubscriber = { id: number; added: boolean }

async function findSubscriber(payload: Payload, email: string): Promise<number | undefined> {
  const { docs } = await payload.find({
    collection: SUBSCRIBERS,
    where: { email: { equals: email } },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { email: true },
  })
  return docs[0]?.id
}

/**
 * Stores an address once, whatever arrives at the same moment. The unique index on `email` decides between
 * concurrent identical sign-ups: the losers' inserts fail as a uniqueness ValidationError, which means the
 * address is stored (checked, not assumed), so none of them makes a second row or a 500.
 */
export async function storeSubscriber(payload: Payload, email: string): Promise<StoredSubscriber> {
  const existing = await findSubscriber(payload, email)
  if (existing !== undefined) return { id: existing, added: false }
  try {
    const created = await payload.create({ collection: SUBSCRIBERS, data: { email }, depth: 0 })
    return { id: created.id, added: true }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const stored = await findSubscriber(payload, email)
    if (stored === undefined) throw error
    return { id: stored, added: false }
  }
}
