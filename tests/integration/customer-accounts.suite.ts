import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OutboxMail } from '@/lib/mail/outbox'
import { apiClient, type ApiClient } from './api-client'

// Read with the rest of the environment when the suite's CMS starts, after this module is imported.
const outbox = mkdtempSync(path.join(tmpdir(), 'gallery-outbox-'))
process.env.MAIL_OUTBOX_DIR = outbox

function mailsTo(address: string): OutboxMail[] {
  if (!existsSync(outbox)) return []
  return readdirSync(outbox)
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(outbox, name), 'utf8')) as OutboxMail)
    .filter((mail) => mail.to.includes(address))
}

// Mail leaves after the answer, so the test waits for it.
const mailTo = (address: string) =>
  vi.waitFor(
    () => {
      const [mail] = mailsTo(address)
      if (!mail?.html) throw new Error(`no mail to ${address} yet`)
      return mail
    },
    { timeout: 10_000 },
  )

const linkIn = (mail: OutboxMail) => mail.html?.match(/href="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&') ?? ''

/** Sign-in and password reset over REST, as the shop's forms call them; each call from its own address. */
export function customerAccountsSuite(cms: () => Payload) {
  describe('customer accounts', () => {
    let api: ApiClient
    let caller = 0
    const from = () => ({ address: `203.0.113.${++caller}` })

    beforeAll(async () => {
      api = await apiClient()
    })

    afterAll(() => rmSync(outbox, { recursive: true, force: true }))

    it('answers a reset request alike for an unknown and a known address, and mails only the known one', async () => {
      const email = 'reader@accounts.test'
      await cms().create({ collection: 'customers', data: { email, password: 'reader-password-1' } })
      const known = await api.call('POST', '/customers/forgot-password', from(), { email })
      const unknown = await api.call('POST', '/customers/forgot-password', from(), { email: 'nobody@accounts.test' })
      expect(known.status).toBe(200)
      expect(unknown).toMatchObject({ status: known.status, body: known.body })
      const link = linkIn(await mailTo(email))
      expect(link).toMatch(/^https?:\/\/[^/]+\/account\/reset\?token=[0-9a-f]{40}$/)
      expect(mailsTo('nobody@accounts.test')).toEqual([])
      expect((await api.call('POST', '/customers/forgot-password', from(), { email: ' ' })).status).toBe(400)

      const token = new URL(link).searchParams.get('token')
      const reset = await api.call('POST', '/customers/reset-password', from(), {
        token,
        password: 'reader-password-2',
      })
      expect(reset.status).toBe(200)
      expect(reset.headers.get('set-cookie')).toMatch(/payload-token=/)
      const login = (password: string) => api.call('POST', '/customers/login', from(), { email, password })
      expect((await login('reader-password-2')).status).toBe(200)
      expect((await login('reader-password-1')).status).toBe(401)
      const again = await api.call('POST', '/customers/reset-password', from(), {
        token,
        password: 'reader-password-3',
      })
      expect(again.status).toBe(403)
    })

    it('answers a GraphQL reset request alike for an unknown and a known address, and mails the known one', async () => {
      const email = 'graphql-reader@accounts.test'
      await cms().create({ collection: 'customers', data: { email, password: 'reader-password-1' } })
      const forgot = (address: string) =>
        api.graphql('mutation ($email: String!) { forgotPasswordCustomer(email: $email) }', from(), { email: address })
      const known = await forgot(email)
      const unknown = await forgot('graphql-nobody@accounts.test')
      expect(known).toMatchObject({ status: 200, body: { data: { forgotPasswordCustomer: true } } })
      expect(unknown).toMatchObject({ status: known.status, body: known.body })
      expect(linkIn(await mailTo(email))).toMatch(/\/account\/reset\?token=[0-9a-f]{40}$/)
      expect(mailsTo('graphql-nobody@accounts.test')).toEqual([])
    })

    it("refuses a weak new password with the credential rule's message", async () => {
      const email = 'weak@accounts.test'
      await cms().create({ collection: 'customers', data: { email, password: 'weak-password-1' } })
      await api.call('POST', '/customers/forgot-password', from(), { email })
      const token = new URL(linkIn(await mailTo(email))).searchParams.get('token')
      const reset = await api.call('POST', '/customers/reset-password', from(), { token, password: 'short' })
      expect(reset.status).toBe(400)
      expect(JSON.stringify(reset.body)).toContain('Choose a password of at least 10 characters')
    })

    it("leaves staff with the admin's own reset page", async () => {
      const email = 'curator@accounts.test'
      await cms().create({ collection: 'users', data: { email, password: 'curator-password-1', role: 'editor' } })
      await api.call('POST', '/users/forgot-password', from(), { email })
      expect(linkIn(await mailTo(email))).toMatch(/\/admin\/reset\/[0-9a-f]{40}$/)
    })
  })
}
