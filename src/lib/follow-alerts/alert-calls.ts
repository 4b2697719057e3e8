import 'server-only'
import { NextResponse } from 'next/server'
import { z } from 'zod'
import { answerCustomerCall } from '@/lib/customer/api'
import { customerRequest } from '@/lib/customer/requests'
import { env } from '@/lib/env'
import { jsonError } from '@/lib/http/json'
import { shopLinks } from '@/lib/shop/links'
import { alertMailsOn, customerAlerts, markAlertsSeen, setAlertMails, unseenAlertCount } from './customer-alerts'
import { publishedWorks } from './published-works'

const FAULT = {
  logMessage: 'follow alerts: a customer call failed',
  message: 'Your new works from followed artists could not be read or changed. Please try again.',
}

/** One new work as the customer's list shows it. */
export type AlertAnswer = {
  artwork: { id: number; title: string; artist: string; href: string }
  publishedAt: string
  seen: boolean
}

/** POST /api/customer/alerts: the caller's alerts, newest first, the unseen count and the digest setting. */
export function answerAlerts(request: Request) {
  return answerCustomerCall(request, customerRequest, FAULT, async ({ payload, customer }) => {
    const rows = await customerAlerts(payload, customer.id)
    const works = await publishedWorks(
      payload,
      rows.map((row) => row.artworkId),
    )
    const shop = shopLinks(env().SHOP_URL)
    const alerts: AlertAnswer[] = rows.flatMap((row) => {
      const work = works.get(row.artworkId)
      if (!work) return []
      const artwork = { id: work.id, title: work.title, artist: work.artist, href: shop.product(work.handle) }
      return [{ artwork, publishedAt: row.publishedAt, seen: row.seen }]
    })
    const [unseen, mails] = await Promise.all([
      unseenAlertCount(payload, customer.id),
      alertMailsOn(payload, customer.id),
    ])
    return NextResponse.json({ alerts, unseen, mails })
  })
}

/** POST /api/customer/alerts/unseen: how many of the caller's alerts are not seen yet (the header's badge). */
export function answerUnseenCount(request: Request) {
  return answerCustomerCall(request, customerRequest, FAULT, async ({ payload, customer }) =>
    NextResponse.json({ unseen: await unseenAlertCount(payload, customer.id) }),
  )
}

/** POST /api/customer/alerts/seen: every alert of the caller seen, in one statement. */
export function answerSeen(request: Request) {
  return answerCustomerCall(request, customerRequest, FAULT, async ({ payload, customer }) => {
    await markAlertsSeen(payload, customer.id, new Date())
    return NextResponse.json({ unseen: 0 })
  })
}

const mailsRequest = customerRequest.extend({ mails: z.boolean() })

/** POST /api/customer/alerts/mails: the caller's daily digest turned on or off. */
export function answerMailsSetting(request: Request) {
  return answerCustomerCall(request, mailsRequest, FAULT, async ({ payload, customer, body }) => {
    if (!(await setAlertMails(payload, customer.id, body.mails, new Date())))
      return jsonError(401, 'Not signed in, or the session has expired: log in again')
    return NextResponse.json({ mails: body.mails })
  })
}
