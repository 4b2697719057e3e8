import 'server-only'
import type { Payload, TypedUser } from 'payload'
import { csvLine } from '@/lib/text/csv'
import { SUBSCRIBERS } from './subscribers'

const EXPORT_COLUMNS = ['email', 'subscribed_at'] as const

const PAGE_SIZE = 1_000

/**
 * Every subscriber the user may read, oldest first, as CSV with a header row. Read a page at a time after
 * the last id seen, so a sign-up arriving meanwhile neither repeats a row nor hides one. Built whole before
 * it is sent, so a database failure is an error status, not a truncated file with a 200.
 */
export async function subscribersCsv(payload: Payload, user: TypedUser, pageSize = PAGE_SIZE): Promise<string> {
  const lines = [csvLine(EXPORT_COLUMNS)]
  let after = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: SUBSCRIBERS,
      where: { id: { greater_than: after } },
      sort: 'id',
      limit: pageSize,
      pagination: false,
      depth: 0,
      select: { email: true, createdAt: true },
      overrideAccess: false,
      user,
    })
    for (const subscriber of docs) lines.push(csvLine([subscriber.email, subscriber.createdAt]))
    const last = docs.at(-1)
    if (!last || docs.length < pageSize) return lines.join('')
    after = last.id
  }
}
