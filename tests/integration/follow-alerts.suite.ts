import { randomBytes } from 'node:crypto'
import type { Payload, SendEmailOptions } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit/client-address'
import { createTestArtist, createTestArtwork } from './catalog-fixtures'
import { startCms, stopCms } from './cms-instance'

const FOLLOWERS = 1000
const SITE = 'http://localhost:3000'
const DAY_MS = 24 * 60 * 60 * 1000

type Handler = (request: Request) => Promise<Response>
type Deliver = (mail: SendEmailOptions) => Promise<unknown>

const recipientOf = (mail: SendEmailOptions) => (typeof mail.to === 'string' ? mail.to : '')

/**
 * New works from followed artists (issue 29): the first publication of a work alerts each of its artist's
 * 1,000 followers once, and the daily digests reach each once, across a sender that stops mid-round and two
 * senders at once.
 */
export function followAlertsSuite(databaseUrl: () => string) {
  describe('alerts of new works from followed artists', () => {
    const run = randomBytes(3).toString('hex')
    const emailOf = (index: number) => `alerts-${run}-${index}@example.test`
    let payload: Payload
    let artist: number
    let slug: string
    let followerIds: number[] = []
    let sendDueDigests: typeof import('@/lib/follow-alerts/send-digests').sendDueDigests
    let leaseMs: number
    let sql: typeof import('@/lib/db').sql

    /** Alerts of `artworkId` for this run's followers: how many, how many distinct, how many mailed. */
    async function alertsOf(artworkId: number) {
      const [row] = await sql(payload).run`SELECT count(*) AS alerts, count(DISTINCT customer_id) AS customers,
        count(mailed_at) AS mailed FROM follow_alerts WHERE artwork_id = ${artworkId}`
      return { alerts: Number(row?.alerts), customers: Number(row?.customers), mailed: Number(row?.mailed) }
    }

    const publish = (id: number) =>
      payload.update({ collection: 'artworks', id, data: { _status: 'published' }, draft: false })

    /** A sender's delivery through the real mail seam, counting each recipient of this run. */
    function countingDeliver(counts: Map<string, number>): Deliver {
      return async (mail) => {
        const to = recipientOf(mail)
        if (to.startsWith(`alerts-${run}-`)) counts.set(to, (counts.get(to) ?? 0) + 1)
        await payload.sendEmail(mail)
      }
    }

    const sentTotal = (...counts: Map<string, number>[]) =>
      counts.reduce((sum, count) => sum + [...count.values()].reduce((a, b) => a + b, 0), 0)

    beforeAll(async () => {
      payload = await startCms(databaseUrl())
      ;({ sendDueDigests } = await import('@/lib/follow-alerts/send-digests'))
      ;({ CLAIM_LEASE_MS: leaseMs } = await import('@/lib/follow-alerts/digest-claims'))
      ;({ sql } = await import('@/lib/db'))
      const { changeLists } = await import('@/lib/customer/customer-lists')
      artist = await createTestArtist(payload, 'Alerted', `Painter-${run}`)
      slug = `alerted-painter-${run}`
      const now = new Date().toISOString()
      followerIds = await sql(payload).transaction(async (tx) => {
        const ids: number[] = []
        for (let index = 0; index < FOLLOWERS; index++) {
          const [row] = await tx.run`INSERT INTO customers (email, updated_at, created_at)
            VALUES (${emailOf(index)}, ${now}, ${now}) RETURNING id`
          ids.push(Number(row?.id))
        }
        return ids
      })
      // Each follows through the follow call's own statement.
      for (const id of followerIds)
        await changeLists(payload, id, { kind: 'follow-artist', slug, label: 'Alerted Painter', max: 1000 })
    }, 300_000)

    afterAll(async () => {
      await stopCms(payload, databaseUrl())
    })

    it('alerts every follower once when a work is first published, and never for a draft, an edit or a re-publish', async () => {
      const work = await createTestArtwork(payload, {
        title: `First light ${run}`,
        artist,
        medium: 'painting',
        prices: [900],
        status: 'draft',
      })
      expect(await alertsOf(work.id)).toEqual({ alerts: 0, customers: 0, mailed: 0 })
      await publish(work.id)
      expect(await alertsOf(work.id)).toEqual({ alerts: FOLLOWERS, customers: FOLLOWERS, mailed: 0 })
      await payload.update({ collection: 'artworks', id: work.id, data: { title: `First light ${run} (edited)` } })
      await payload.update({ collection: 'artworks', id: work.id, data: { _status: 'draft' } })
      await publish(work.id)
      expect(await alertsOf(work.id)).toEqual({ alerts: FOLLOWERS, customers: FOLLOWERS, mailed: 0 })
    }, 120_000)

    it('mails each follower one digest across a sender that stops mid-round and its restart', async () => {
      const first = new Map<string, number>()
      let stopped: () => void = () => undefined
      const stoppedMidRound = new Promise<void>((resolve) => (stopped = resolve))
      const deliverFirst = countingDeliver(first)
      let delivered = 0
      // The 400th mail never leaves and the sender goes no further: a process killed between claim and send.
      const crashing: Deliver = (mail) => {
        if (++delivered < 400) return deliverFirst(mail)
        stopped()
        return new Promise(() => undefined)
      }
      // The stopped round never settles; it may only fail, which fails the test at once.
      await Promise.race([stoppedMidRound, sendDueDigests(payload, { deliver: crashing })])
      expect(sentTotal(first)).toBe(399)

      // Restarted at once: the stopped sender's claim is still leased, so that one digest waits.
      const restarted = new Map<string, number>()
      await sendDueDigests(payload, { deliver: countingDeliver(restarted) })
      expect(sentTotal(restarted)).toBe(FOLLOWERS - 400)
      // Once the lease has run out, the claimed digest is sent by the new sender.
      const afterLease = new Map<string, number>()
      const later = new Date(Date.now() + leaseMs + 1000)
      await sendDueDigests(payload, { now: () => later, deliver: countingDeliver(afterLease) })
      expect(sentTotal(afterLease)).toBe(1)

      const everyone = new Map<string, number>()
      for (const counts of [first, restarted, afterLease])
        for (const [to, count] of counts) everyone.set(to, (everyone.get(to) ?? 0) + count)
      expect(everyone.size).toBe(FOLLOWERS)
      expect([...everyone.values()].every((count) => count === 1)).toBe(true)
    }, 300_000)

    it('sends at most one digest a day, and two senders at once send each digest once', async () => {
      const work = await createTestArtwork(payload, {
        title: `Second light ${run}`,
        artist,
        medium: 'painting',
        prices: [700],
      })
      expect((await alertsOf(work.id)).customers).toBe(FOLLOWERS)
      const sameDay = new Map<string, number>()
      const soon = new Date(Date.now() + 2 * leaseMs)
      await sendDueDigests(payload, { now: () => soon, deliver: countingDeliver(sameDay) })
      expect(sentTotal(sameDay)).toBe(0)

      const [a, b] = [new Map<string, number>(), new Map<string, number>()]
      const nextDay = new Date(Date.now() + DAY_MS + 2 * leaseMs)
      await Promise.all([
        sendDueDigests(payload, { now: () => nextDay, deliver: countingDeliver(a) }),
        sendDueDigests(payload, { now: () => nextDay, deliver: countingDeliver(b) }),
      ])
      expect(sentTotal(a, b)).toBe(FOLLOWERS)
      expect(new Set([...a.keys(), ...b.keys()]).size).toBe(FOLLOWERS)
      expect(await alertsOf(work.id)).toEqual({ alerts: FOLLOWERS, customers: FOLLOWERS, mailed: FOLLOWERS })
    }, 300_000)

    describe('the customer’s own calls and the unsubscribe link', () => {
      let token: string
      let customerId: number
      let call: (path: string, body: unknown) => Promise<{ status: number; body: unknown }>
      let unsubscribe: { GET: Handler; POST: Handler }
      let unsubscribePath: typeof import('@/lib/follow-alerts/unsubscribe-link').alertsUnsubscribePath

      beforeAll(async () => {
        const [list, unseen, seen, mails, unsubscribeRoute, link] = await Promise.all([
          import('@/app/api/customer/alerts/route'),
          import('@/app/api/customer/alerts/unseen/route'),
          import('@/app/api/customer/alerts/seen/route'),
          import('@/app/api/customer/alerts/mails/route'),
          import('@/app/api/alerts/unsubscribe/route'),
          import('@/lib/follow-alerts/unsubscribe-link'),
        ])
        unsubscribe = unsubscribeRoute
        unsubscribePath = link.alertsUnsubscribePath
        const handlers: Record<string, Handler> = {
          '/api/customer/alerts': list.POST,
          '/api/customer/alerts/unseen': unseen.POST,
          '/api/customer/alerts/seen': seen.POST,
          '/api/customer/alerts/mails': mails.POST,
        }
        call = async (path, body) => {
          const handler = handlers[path]
          if (!handler) throw new Error(`no route ${path}`)
          const response = await handler(
            new Request(`${SITE}${path}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: SITE, [PEER_ADDRESS_HEADER]: '198.51.100.29' },
              body: typeof body === 'string' ? body : JSON.stringify(body),
            }),
          )
          return { status: response.status, body: (await response.json()) as unknown }
        }
        const email = `alerts-reader-${run}@example.test`
        const password = 'alerts-reader-password'
        const created = await payload.create({ collection: 'customers', data: { email, password } })
        customerId = created.id
        const { changeLists } = await import('@/lib/customer/customer-lists')
        await changeLists(payload, customerId, { kind: 'follow-artist', slug, label: 'Alerted Painter', max: 1000 })
        token = (await payload.login({ collection: 'customers', data: { email, password } })).token ?? ''
        for (const title of ['Older', 'Newer'])
          await createTestArtwork(payload, { title: `${title} ${run}`, artist, medium: 'painting', prices: [500] })
      }, 120_000)

      it('lists the caller’s new works newest first with their dates, counts the unseen, and marks them seen at once', async () => {
        const listed = await call('/api/customer/alerts', { token })
        expect(listed.status).toBe(200)
        const body = listed.body as { alerts: { artwork: { title: string; href: string }; publishedAt: string }[] }
        expect(body.alerts.map((alert) => alert.artwork.title)).toEqual([`Newer ${run}`, `Older ${run}`])
        expect(body.alerts[0]?.artwork.href).toMatch(/^\/products\/newer-/)
        expect(Number.isNaN(Date.parse(body.alerts[0]?.publishedAt ?? ''))).toBe(false)
        expect(listed.body).toMatchObject({ unseen: 2, mails: true })
        expect(await call('/api/customer/alerts/unseen', { token })).toEqual({ status: 200, body: { unseen: 2 } })
        expect((await call('/api/customer/alerts/seen', { token })).status).toBe(200)
        expect(await call('/api/customer/alerts/unseen', { token })).toEqual({ status: 200, body: { unseen: 0 } })
      })

      it('leaves a work taken back to draft out of the list and the unseen count', async () => {
        expect((await call('/api/customer/alerts/seen', { token })).status).toBe(200)
        const withdrawn = await createTestArtwork(payload, {
          title: `Withdrawn ${run}`,
          artist,
          medium: 'painting',
          prices: [500],
        })
        expect(await call('/api/customer/alerts/unseen', { token })).toEqual({ status: 200, body: { unseen: 1 } })
        await payload.update({ collection: 'artworks', id: withdrawn.id, data: { _status: 'draft' } })
        expect(await call('/api/customer/alerts/unseen', { token })).toEqual({ status: 200, body: { unseen: 0 } })
        const listed = (await call('/api/customer/alerts', { token })).body as {
          alerts: { artwork: { title: string } }[]
        }
        expect(listed.alerts.map((alert) => alert.artwork.title)).not.toContain(`Withdrawn ${run}`)
        await payload.delete({ collection: 'artworks', id: withdrawn.id })
      })

      it('answers 4xx JSON to a caller without a session and to a malformed body', async () => {
        expect((await call('/api/customer/alerts', {})).status).toBe(401)
        expect((await call('/api/customer/alerts', { token: 'not a token!' })).status).toBe(400)
        expect((await call('/api/customer/alerts/mails', { token, mails: 'off' })).status).toBe(400)
        expect((await call('/api/customer/alerts/seen', '{"token":')).status).toBe(400)
      })

      it('turns the digest off by the account’s setting and by the unsubscribe link without logging in', async () => {
        expect(await call('/api/customer/alerts/mails', { token, mails: false })).toEqual({
          status: 200,
          body: { mails: false },
        })
        expect(await call('/api/customer/alerts/mails', { token, mails: true })).toEqual({
          status: 200,
          body: { mails: true },
        })
        const path = unsubscribePath(payload.secret, customerId)
        const request = (method: string, address: string) =>
          new Request(`${SITE}${address}`, { method, headers: { [PEER_ADDRESS_HEADER]: '198.51.100.30' } })
        const shown = await unsubscribe.GET(request('GET', path))
        expect(shown.status).toBe(200)
        expect(await shown.text()).toContain('<form method="post"')
        expect((await call('/api/customer/alerts', { token })).body).toMatchObject({ mails: true })
        expect((await unsubscribe.POST(request('POST', path))).status).toBe(200)
        expect((await call('/api/customer/alerts', { token })).body).toMatchObject({ mails: false })

        const forged = path.replace(/key=[^&]+/, `key=${'A'.repeat(22)}`)
        const refused = await unsubscribe.POST(request('POST', forged))
        expect(refused.status).toBe(403)
        expect(await refused.json()).toMatchObject({ status: 403 })
        const other = await unsubscribe.POST(
          request('POST', path.replace(/customer=\d+/, `customer=${customerId + 1}`)),
        )
        expect(other.status).toBe(403)
        expect((await unsubscribe.GET(request('GET', '/api/alerts/unsubscribe?customer=x'))).status).toBe(400)
      })

      it('leaves a customer who turned the digest off out of the next round', async () => {
        const counts = new Map<string, number>()
        const reader = `alerts-reader-${run}@example.test`
        const deliver: Deliver = async (mail) => {
          counts.set(recipientOf(mail), (counts.get(recipientOf(mail)) ?? 0) + 1)
          await payload.sendEmail(mail)
        }
        await sendDueDigests(payload, { now: () => new Date(Date.now() + 3 * DAY_MS), deliver })
        expect(counts.has(reader)).toBe(false)
      }, 120_000)
    })
  })
}
