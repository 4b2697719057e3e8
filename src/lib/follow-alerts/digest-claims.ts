import 'server-only'
import { sqlNumber, sqlText, type Statements } from '@/lib/db'
import { alertDialect } from './dialect'

/** At most one digest a day per customer. */
export const DIGEST_EVERY_MS = 24 * 60 * 60 * 1000

/**
 * How long a claimed digest is left to the instance that claimed it. One that stopped in between (a crash, a
 * restart) had its claim taken over after this, so its alerts are sent by another: none is lost.
 */
export const CLAIM_LEASE_MS = 10 * 60 * 1000

export type DigestClaim = { customerId: number; email: string; claimedAt: string }
export type ClaimedAlert = { id: number; artworkId: number; publishedAt: string }

const before = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString()

/** Customers after `afterId` with unmailed alerts whose digest is due and not claimed by a running sender. */
export async function customersDue(db: Statements, now: Date, afterId: number, limit: number): Promise<number[]> {
  const rows = await db.run`SELECT DISTINCT c.id AS id FROM follow_alerts a JOIN customers c ON c.id = a.customer_id
    WHERE c.id > ${afterId} AND a.mailed_at IS NULL AND a.artwork_id IS NOT NULL AND ${alertDialect(db).mailsOn}
      AND (c.follow_alerts_mailed_at IS NULL OR c.follow_alerts_mailed_at <= ${before(now, DIGEST_EVERY_MS)})
      AND (c.follow_alerts_claimed_at IS NULL OR c.follow_alerts_claimed_at <= ${before(now, CLAIM_LEASE_MS)})
    ORDER BY c.id LIMIT ${limit}`
  return rows.map((row) => sqlNumber(row.id) ?? 0)
}

/**
 * Claims one customer's digest in one conditional UPDATE: of the senders that try at once (on instances sharing
 * the database), the one whose statement changes the row sends it; the others see the condition fail.
 */
export async function claimDigest(db: Statements, customerId: number, now: Date): Promise<DigestClaim | null> {
  const claimedAt = now.toISOString()
  const [row] = await db.run`UPDATE customers AS c SET follow_alerts_claimed_at = ${claimedAt}
    WHERE c.id = ${customerId} AND ${alertDialect(db).mailsOn}
      AND (c.follow_alerts_mailed_at IS NULL OR c.follow_alerts_mailed_at <= ${before(now, DIGEST_EVERY_MS)})
      AND (c.follow_alerts_claimed_at IS NULL OR c.follow_alerts_claimed_at <= ${before(now, CLAIM_LEASE_MS)})
    RETURNING email`
  const email = sqlText(row?.email)
  return email ? { customerId, email, claimedAt } : null
}

/** The alerts a claimed digest carries: every one of the customer's not mailed yet, newest first. */
export async function unmailedAlerts(db: Statements, customerId: number): Promise<ClaimedAlert[]> {
  const rows = await db.run`SELECT id, artwork_id, published_at FROM follow_alerts
    WHERE customer_id = ${customerId} AND mailed_at IS NULL AND artwork_id IS NOT NULL
    ORDER BY published_at DESC, id DESC`
  return rows.map((row) => ({
    id: sqlNumber(row.id) ?? 0,
    artworkId: sqlNumber(row.artwork_id) ?? 0,
    publishedAt: sqlText(row.published_at) ?? '',
  }))
}

/** The digest went out: its alerts are mailed and the customer's day starts, in one transaction. */
export async function completeDigest(
  db: Pick<Statements, 'run'> & { transaction: <T>(work: (tx: Statements) => Promise<T>) => Promise<T> },
  claim: DigestClaim,
  alertIds: readonly number[],
  now: Date,
): Promise<void> {
  const at = now.toISOString()
  await db.transaction(async (tx) => {
    if (alertIds.length > 0)
      await tx.run`UPDATE follow_alerts SET mailed_at = ${at}, updated_at = ${at}
        WHERE id IN ${alertIds} AND mailed_at IS NULL`
    await tx.run`UPDATE customers SET follow_alerts_mailed_at = ${claim.claimedAt}, follow_alerts_claimed_at = NULL
      WHERE id = ${claim.customerId} AND follow_alerts_claimed_at = ${claim.claimedAt}`
  })
}

/** The digest could not be sent: its claim is given up, so the next round tries again. */
export async function releaseDigest(db: Statements, claim: DigestClaim): Promise<void> {
  await db.run`UPDATE customers SET follow_alerts_claimed_at = NULL
    WHERE id = ${claim.customerId} AND follow_alerts_claimed_at = ${claim.claimedAt}`
}
