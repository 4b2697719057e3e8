import 'server-only'
import type { Payload, SendEmailOptions } from 'payload'
import { sql } from '@/lib/db'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import { shopLinks } from '@/lib/shop/links'
import {
  claimDigest,
  completeDigest,
  customersDue,
  releaseDigest,
  unmailedAlerts,
  type DigestClaim,
} from './digest-claims'
import { digestMail, type DigestWork } from './digest-mail'
import { publishedWorks, type PublishedWork } from './published-works'
import { alertsUnsubscribePath } from './unsubscribe-link'

/** How a digest leaves: the CMS's mail seam, unless a caller hands another (a test's crash). */
export type Deliver = (mail: SendEmailOptions) => Promise<unknown>

export type DigestRound = { sent: number; empty: number; failed: number }

const BATCH = 100

/** The works a round's digests name, each read once a round: one new work is in every follower's digest. */
type WorksOfRound = (ids: readonly number[]) => Promise<Map<number, PublishedWork | null>>

function worksOfRound(payload: Payload): WorksOfRound {
  const read = new Map<number, PublishedWork | null>()
  return async (ids) => {
    const missing = ids.filter((id) => !read.has(id))
    const found = await publishedWorks(payload, missing)
    for (const id of missing) read.set(id, found.get(id) ?? null)
    return read
  }
}

async function sendOne(
  payload: Payload,
  claim: DigestClaim,
  now: Date,
  { deliver, worksOf }: { deliver: Deliver; worksOf: WorksOfRound },
): Promise<keyof DigestRound> {
  const db = sql(payload)
  const alerts = await unmailedAlerts(db, claim.customerId)
  const works = await worksOf(alerts.map((alert) => alert.artworkId))
  const { SITE_URL, SITE_NAME, SHOP_URL } = env()
  const absolute = (path: string) => new URL(path, SITE_URL).toString()
  const shop = shopLinks(SHOP_URL)
  const listed: DigestWork[] = alerts.flatMap((alert) => {
    const work = works.get(alert.artworkId)
    return work ? [{ ...work, href: absolute(shop.product(work.handle)), publishedAt: alert.publishedAt }] : []
  })
  const alertIds = alerts.map((alert) => alert.id)
  // Works unpublished since carry no mail; their alerts are done all the same.
  if (listed.length === 0) {
    await completeDigest(db, claim, alertIds, now)
    return 'empty'
  }
  const unsubscribe = absolute(alertsUnsubscribePath(payload.secret, claim.customerId))
  const mail = digestMail(listed, { unsubscribe, account: absolute(shop.account) }, SITE_NAME)
  try {
    await deliver({
      to: claim.email,
      ...mail,
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    })
  } catch (error) {
    log.error({ err: error, customer: claim.customerId }, 'follow alerts: a digest was not sent; tried again later')
    await releaseDigest(db, claim)
    return 'failed'
  }
  await completeDigest(db, claim, alertIds, now)
  return 'sent'
}

/**
 * Sends every digest that is due, a batch of customers at a time, each claimed first by one atomic statement
 * so that instances sharing the database never send the same one. All state is in the database: a sender that
 * stops mid-round leaves claims that another takes over once their lease has run out.
 */
export async function sendDueDigests(
  payload: Payload,
  { now = () => new Date(), deliver = (mail) => payload.sendEmail(mail) }: { now?: () => Date; deliver?: Deliver } = {},
): Promise<DigestRound> {
  const round: DigestRound = { sent: 0, empty: 0, failed: 0 }
  const db = sql(payload)
  const worksOf = worksOfRound(payload)
  // In order of id, each customer once a round: one whose digest failed waits for the next round.
  let after = 0
  for (;;) {
    const due = await customersDue(db, now(), after, BATCH)
    if (due.length === 0) return round
    for (const customerId of due) {
      after = customerId
      const at = now()
      const claim = await claimDigest(db, customerId, at)
      if (claim) round[await sendOne(payload, claim, at, { deliver, worksOf })] += 1
    }
  }
}
