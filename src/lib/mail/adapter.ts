import { convert } from 'html-to-text'
import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'
import type { Env } from '@/lib/env'
import { log } from '@/lib/log'
import { writeToOutbox } from './outbox'

type MailConfig = Pick<Env, 'SMTP_URL' | 'SUPPORT_EMAIL' | 'SITE_NAME' | 'MAIL_OUTBOX_DIR'>

/**
 * Where mail goes: the SMTP server of `SMTP_URL`, or, without one, the server log, so a password
 * reset link can still be followed on a machine that sends no mail.
 */
function mailTransport(smtpUrl: string | undefined): Transporter {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ jsonTransport: true })
}

/**
 * Every mail has a plain-text part, which some readers show and spam filters expect: a mail given as HTML only
 * (Payload's password resets) gets one made from its HTML, links kept as their addresses.
 */
export function withTextPart(message: SendEmailOptions): SendEmailOptions {
  if (message.text || typeof message.html !== 'string') return message
  return { ...message, text: convert(message.html, { wordwrap: 78 }) }
}

function send(config: MailConfig, transport: Transporter, sent: SendEmailOptions): void {
  const message = withTextPart(sent)
  const { to, subject } = message
  transport.sendMail(message).then(
    (info: { messageId?: string; message?: unknown }) => {
      if (config.SMTP_URL) log.info({ to, subject, messageId: info.messageId }, 'mail sent')
      else log.info({ to, subject, mail: info.message }, 'mail written to the log (no SMTP_URL set)')
    },
    (error: unknown) => log.error({ err: error, to, subject }, 'mail not sent'),
  )
  if (!config.MAIL_OUTBOX_DIR) return
  writeToOutbox(config.MAIL_OUTBOX_DIR, message).then(
    (file) => log.info({ to, subject, file }, 'mail written to the outbox'),
    (error: unknown) => log.error({ err: error, to, subject }, 'mail not written to the outbox'),
  )
}

/**
 * Payload's mail, sent after the request has been answered: a reset request for a real account must
 * take no longer than one for an unknown address, so the answer's timing tells nothing. Each mail is
 * also written to `MAIL_OUTBOX_DIR` when that is set. A failed delivery is logged.
 */
export function mailAdapter(config: MailConfig, transport: Transporter = mailTransport(config.SMTP_URL)): EmailAdapter {
  return () => ({
    name: config.SMTP_URL ? 'smtp' : 'log',
    defaultFromAddress: config.SUPPORT_EMAIL,
    defaultFromName: config.SITE_NAME,
    sendEmail: async (message) => send(config, transport, message),
  })
}
