import { authenticate } from '@/cms/auth/session-lookup'
import { getCms } from '@/lib/cms/payload'
import { faultResponse } from '@/lib/http/fault'
import { jsonError } from '@/lib/http/json'
import { subscribersCsv } from '@/lib/newsletter/export'
import { csvDownload } from '@/lib/text/csv'

/** The admin's "Export CSV": every newsletter subscriber, for gallery staff only (session cookie or JWT). */
export async function GET(request: Request) {
  try {
    const payload = await getCms()
    const user = await authenticate(payload, request.headers)
    if (!user) return jsonError(401, 'Sign in to the admin to export newsletter subscribers')
    if (user.collection !== 'users') return jsonError(403, 'Only gallery staff may export newsletter subscribers')
    const csv = await subscribersCsv(payload, user)
    return csvDownload(csv, 'newsletter-subscribers')
  } catch (error) {
    return faultResponse(error, {
      logMessage: 'newsletter: the subscriber export failed',
      message: 'The export failed. Please try again later.',
    })
  }
}
