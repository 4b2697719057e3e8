import 'server-only'
import { NextResponse } from 'next/server'
import { z } from 'zod'
import { getCms } from '@/lib/cms/payload'
import { env } from '@/lib/env'
import { answerOrFault } from '@/lib/http/fault'
import { jsonError } from '@/lib/http/json'
import { limitRequest, tooManyRequests } from '@/lib/rate-limit/answers'
import { escapeHtml } from '@/lib/text/escape-html'
import { setAlertMails } from './customer-alerts'
import { isAlertsUnsubscribeKey, unsubscribeKey } from './unsubscribe-link'

const linkQuery = z.object({
  customer: z
    .string()
    .regex(/^\d{1,15}$/, 'must be a customer id')
    .transform(Number),
  key: unsubscribeKey,
})

const FAULT = {
  logMessage: 'follow alerts: an unsubscribe link failed',
  message: 'You could not be unsubscribed just now. Please try the link again.',
}

const INVALID_LINK = 'This unsubscribe link is not valid: use the link in your latest mail, or your account page.'

// The link's own page, outside the cached storefront: it names nobody, only what the button does.
function page(title: string, body: string, status = 200): NextResponse {
  const siteName = escapeHtml(env().SITE_NAME)
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${siteName}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">${siteName}</a></p></main></body></html>`
  return new NextResponse(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

type Admitted = { ok: true; customer: number } | { ok: false; response: NextResponse }

async function admitLink(request: Request): Promise<Admitted> {
  const limit = await limitRequest('unsubscribe', request.headers)
  if (!limit.ok) return { ok: false, response: tooManyRequests(limit.retryAfterSeconds) }
  const url = new URL(request.url)
  const parsed = linkQuery.safeParse({ customer: url.searchParams.get('customer'), key: url.searchParams.get('key') })
  if (!parsed.success) return { ok: false, response: jsonError(400, INVALID_LINK) }
  const payload = await getCms()
  if (!isAlertsUnsubscribeKey(payload.secret, parsed.data.customer, parsed.data.key))
    return { ok: false, response: jsonError(403, INVALID_LINK) }
  return { ok: true, customer: parsed.data.customer }
}

/**
 * GET: a page with one button, so that a mail scanner following the link unsubscribes nobody. The button posts
 * back to the same address.
 */
export function answerUnsubscribePage(request: Request) {
  return answerOrFault(FAULT, async () => {
    const admitted = await admitLink(request)
    if (!admitted.ok) return admitted.response
    const action = escapeHtml(new URL(request.url).search)
    return page(
      'Unsubscribe from new works by artists you follow',
      `<p>You will get no more daily mails of new works by the artists you follow. You can turn them on again in your account.</p><form method="post" action="${action}"><button type="submit">Unsubscribe</button></form>`,
    )
  })
}

/** POST: the button, or a mail reader's one-click unsubscribe (RFC 8058): the digest is turned off. */
export function answerUnsubscribe(request: Request) {
  return answerOrFault(FAULT, async () => {
    const admitted = await admitLink(request)
    if (!admitted.ok) return admitted.response
    if (!(await setAlertMails(await getCms(), admitted.customer, false, new Date())))
      return jsonError(404, INVALID_LINK)
    return page('You are unsubscribed', '<p>You will get no more mails of new works by the artists you follow.</p>')
  })
}
