import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { supportEmailOf } from '@/lib/cms/support-address'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import { galleryOrderMail, type GalleryOrderEvent, type NoticeOrder } from './gallery-order-mail'

/**
 * Mails the gallery (the settings' contact address) of an order once its change has committed; `req` is the
 * change's, so that an admin save's open transaction reads the settings too. Nothing here fails the order: a
 * settings read or a mail that fails is logged, and the order is in the admin anyway.
 */
export async function tellGallery(
  payload: Payload,
  event: GalleryOrderEvent,
  order: NoticeOrder & { id: number },
  req: PayloadRequest,
): Promise<void> {
  try {
    const settings = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true, req })
    const { SITE_URL, SITE_NAME } = env()
    const adminUrl = new URL(`${payload.config.routes.admin}/collections/orders/${order.id}`, SITE_URL).href
    const mail = galleryOrderMail(event, order, { siteName: SITE_NAME, adminUrl })
    await payload.sendEmail({ to: supportEmailOf(settings), ...mail })
  } catch (error) {
    log.error({ err: error, order: order.number, event }, 'shop: the gallery was not told of an order')
  }
}
