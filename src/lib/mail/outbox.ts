import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { SendEmailOptions } from 'payload'

/** A mail as the outbox keeps it: who it is for and what they would read. */
export type OutboxMail = { to: string[]; subject: string; html?: string; text?: string }

/** The addresses of a recipient field, which nodemailer lets nest in lists and named groups. */
function addresses(field: unknown): string[] {
  if (typeof field === 'string') return [field]
  if (Array.isArray(field)) return field.flatMap(addresses)
  if (!field || typeof field !== 'object') return []
  const address: unknown = Reflect.get(field, 'address')
  return [...(typeof address === 'string' ? [address] : []), ...addresses(Reflect.get(field, 'group'))]
}

// Attachments and streams are not kept: the outbox is for reading a mail's words and links.
const textOf = (content: SendEmailOptions['html']) => (typeof content === 'string' ? content : undefined)

export function outboxMail(message: SendEmailOptions): OutboxMail {
  return {
    to: addresses(message.to),
    subject: message.subject ?? '',
    html: textOf(message.html),
    text: textOf(message.text),
  }
}

/**
 * Writes the mail to `dir` as `<milliseconds>-<random>.json`, so names sort by when mail was sent. The
 * files hold reset links: only the server's own user may read them.
 */
export async function writeToOutbox(dir: string, message: SendEmailOptions): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const file = path.join(dir, `${Date.now()}-${randomBytes(6).toString('hex')}.json`)
  await writeFile(file, JSON.stringify(outboxMail(message), null, 2), { mode: 0o600 })
  return file
}
