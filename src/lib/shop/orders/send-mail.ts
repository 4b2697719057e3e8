import type { Payload } from 'payload'
import { log } from '@/lib/log'
import type { Mail } from './order-mail'

/** Sends a shop mail after its transaction committed: a failure is logged, the order stands as placed. */
export async function sendShopMail(payload: Payload, to: string, mail: Mail): Promise<void> {
  try {
    await payload.sendEmail({ to, ...mail })
  } catch (error) {
    log.error({ err: error, to, subject: mail.subject }, 'shop: mail not sent')
  }
}
