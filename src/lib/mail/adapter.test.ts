import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { mailAdapter, withTextPart } from './adapter'

const config = {
  SMTP_URL: undefined,
  SUPPORT_EMAIL: 'hello@example-gallery.art',
  SITE_NAME: 'Northlight Gallery',
  MAIL_OUTBOX_DIR: undefined,
}

describe('mailAdapter', () => {
  it('hands every mail to the transport, from the gallery, without holding up the caller', async () => {
    const sent: string[] = []
    const transport = nodemailer.createTransport({
      name: 'recording',
      version: '1',
      send: (mail, done) => {
        sent.push(String(mail.data.subject))
        done(null, { envelope: mail.message.getEnvelope(), messageId: 'recorded' })
      },
    })
    const adapter = mailAdapter(config, transport)({ payload: {} as Payload })
    expect(adapter).toMatchObject({
      name: 'log',
      defaultFromAddress: config.SUPPORT_EMAIL,
      defaultFromName: config.SITE_NAME,
    })
    await adapter.sendEmail({ to: 'patron@example.test', subject: 'Reset your password', text: 'https://x/reset/t' })
    await new Promise((resolve) => setImmediate(resolve))
    expect(sent).toEqual(['Reset your password'])
  })

  it('also writes each mail to the outbox folder when one is set', async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), 'outbox-'))
    try {
      const adapter = mailAdapter({ ...config, MAIL_OUTBOX_DIR: outbox })({ payload: {} as Payload })
      await adapter.sendEmail({ to: 'patron@example.test', subject: 'Reset your password', html: '<p>link</p>' })
      await vi.waitFor(() => expect(readdirSync(outbox)).toHaveLength(1))
      const [file] = readdirSync(outbox)
      expect(JSON.parse(readFileSync(path.join(outbox, String(file)), 'utf8'))).toEqual({
        to: ['patron@example.test'],
        subject: 'Reset your password',
        html: '<p>link</p>',
        text: 'link',
      })
    } finally {
      rmSync(outbox, { recursive: true, force: true })
    }
  })

  it('writes mail to a JSON transport when no SMTP server is configured', () => {
    expect(mailAdapter(config)({ payload: {} as Payload }).name).toBe('log')
    expect(mailAdapter({ ...config, SMTP_URL: 'smtp://localhost:2525' })({ payload: {} as Payload }).name).toBe('smtp')
  })

  it('gives a mail sent as HTML alone a plain-text part, links kept as their addresses', () => {
    const html =
      '<p>Hello Ada,</p><p><a href="https://gallery.example/account/reset?token=t">Choose a new password</a></p>'
    const { text } = withTextPart({ to: 'ada@example.test', subject: 'Reset', html })
    expect(text).toContain('Hello Ada,')
    expect(text).toContain('https://gallery.example/account/reset?token=t')
    expect(text).not.toContain('<')
    const written = { to: 'ada@example.test', subject: 'Order', html: '<p>x</p>', text: 'Your own words' }
    expect(withTextPart(written).text).toBe('Your own words')
  })
})
