import 'server-only'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import { shopLinks } from '@/lib/shop/links'
import { enquiryMail, type EnquiredWork } from './enquiry-mail'
import { isHoneypotFilled, type EnquiryRequest } from './enquiry-request'

export type EnquiryReceipt = { stored: true; id: number } | { stored: false; reason: 'honeypot' }

/** The work the enquiry names, when it is published: a draft or an unknown id is an enquiry about no work. */
async function publishedWork(payload: Payload, id: number): Promise<(EnquiredWork & { id: number }) | null> {
  const { docs } = await payload.find({
    collection: 'artworks',
    where: { id: { equals: id } },
    select: { title: true, handle: true },
    overrideAccess: false,
    draft: false,
    locale: 'en-US',
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const work = docs[0]
  if (!work) return null
  const { SITE_URL, SHOP_URL } = env()
  return { id: work.id, title: work.title, url: new URL(shopLinks(SHOP_URL).product(work.handle), SITE_URL).href }
}

/**
 * Stores a visitor's enquiry for the staff, then mails it to `to` (the gallery). An enquiry whose honeypot
 * is filled is a script's: nothing is stored or sent, and the caller answers as if it were. Throws only
 * when the enquiry could not be stored; a mail that fails is logged, the enquiry is in the admin anyway.
 */
export async function receiveEnquiry(
  payload: Payload,
  enquiry: EnquiryRequest,
  { to }: { to: string },
): Promise<EnquiryReceipt> {
  if (isHoneypotFilled(enquiry)) {
    log.info({ artwork: enquiry.artwork }, 'enquiry: honeypot filled, neither stored nor mailed')
    return { stored: false, reason: 'honeypot' }
  }
  const work = enquiry.artwork ? await publishedWork(payload, enquiry.artwork) : null
  const { name, email, message } = enquiry
  const topic = enquiry.topic || null
  const stored = await payload.create({
    collection: 'enquiries',
    overrideAccess: true,
    data: { artwork: work?.id, topic, name, email, message },
  })
  try {
    await payload.sendEmail(enquiryMail({ to, siteName: env().SITE_NAME, work, topic, name, email, message }))
  } catch (error) {
    log.error({ err: error, enquiry: stored.id }, 'enquiry: stored, but the gallery could not be mailed')
  }
  return { stored: true, id: stored.id }
}
