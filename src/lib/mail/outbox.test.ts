import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { outboxMail, writeToOutbox } from './outbox'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('outbox', () => {
  it('keeps the recipients as addresses, the subject and the words of a mail', () => {
    const mail = outboxMail({
      to: ['a@example.test', { name: 'B', address: 'b@example.test' }],
      subject: 'Hello',
      html: '<p>Hi</p>',
    })
    expect(mail).toEqual({ to: ['a@example.test', 'b@example.test'], subject: 'Hello', html: '<p>Hi</p>' })
  })

  it('writes each mail to its own file, readable by the server only, named by the time it was sent', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-')), 'mail')
    dirs.push(path.dirname(dir))
    const first = await writeToOutbox(dir, { to: 'a@example.test', subject: 'One', text: 'one' })
    const second = await writeToOutbox(dir, { to: 'a@example.test', subject: 'Two', text: 'two' })
    expect(path.basename(first)).toMatch(/^\d{13}-[0-9a-f]{12}\.json$/)
    expect(first).not.toBe(second)
    expect(JSON.parse(readFileSync(second, 'utf8'))).toMatchObject({ to: ['a@example.test'], subject: 'Two' })
    expect(statSync(second).mode & 0o777).toBe(0o600)
  })
})
