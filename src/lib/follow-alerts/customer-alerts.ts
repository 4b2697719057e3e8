import 'server-only'
import type { Payload } from 'payload'
import { sql, sqlBool, sqlNumber, sqlText } from '@/lib/db'
import { alertDialect } from './dialect'

/** The newest alerts a customer's list shows; older ones stay in the table, out of the list. */
export const LISTED_ALERTS = 50

export type AlertRow = { artworkId: number; publishedAt: string; seen: boolean }

/** A customer's alerts, newest first, of works that are on the site: a work taken back to draft drops out. */
export async function customerAlerts(payload: Payload, customerId: number): Promise<AlertRow[]> {
  const rows = await sql(payload).run`SELECT alerts.artwork_id, alerts.published_at, alerts.seen_at
    FROM follow_alerts AS alerts JOIN artworks ON artworks.id = alerts.artwork_id AND artworks._status = 'published'
    WHERE alerts.customer_id = ${customerId}
    ORDER BY alerts.published_at DESC, alerts.id DESC LIMIT ${LISTED_ALERTS}`
  return rows.map((row) => ({
    artworkId: sqlNumber(row.artwork_id) ?? 0,
    publishedAt: sqlText(row.published_at) ?? '',
    seen: row.seen_at !== null && row.seen_at !== undefined,
  }))
}

/** How many of a customer's alerts are not seen yet, of works on the site (as the list shows): the header's badge. */
export async function unseenAlertCount(payload: Payload, customerId: number): Promise<number> {
  const [row] = await sql(payload).run`SELECT count(*) AS unseen
    FROM follow_alerts AS alerts JOIN artworks ON artworks.id = alerts.artwork_id AND artworks._status = 'published'
    WHERE alerts.customer_id = ${customerId} AND alerts.seen_at IS NULL`
  return sqlNumber(row?.unseen) ?? 0
}

/** Marks every alert of the customer seen, in one statement. */
export async function markAlertsSeen(payload: Payload, customerId: number, now: Date): Promise<void> {
  const at = now.toISOString()
  await sql(payload).run`UPDATE follow_alerts SET seen_at = ${at}, updated_at = ${at}
    WHERE customer_id = ${customerId} AND seen_at IS NULL`
}

/** Whether the customer gets the daily digest (on until they turn it off). */
export async function alertMailsOn(payload: Payload, customerId: number): Promise<boolean> {
  const db = sql(payload)
  const [row] = await db.run`SELECT ${alertDialect(db).mailsOn} AS mails FROM customers c WHERE c.id = ${customerId}`
  return sqlBool(row?.mails)
}

/** Turns the customer's digest on or off; answers false when there is no such customer. */
export async function setAlertMails(payload: Payload, customerId: number, on: boolean, now: Date): Promise<boolean> {
  const db = sql(payload)
  const changed = await db.run`UPDATE customers SET follow_alert_mails = ${alertDialect(db).mails(on)},
    updated_at = ${now.toISOString()} WHERE id = ${customerId} RETURNING id`
  return changed.length > 0
}
