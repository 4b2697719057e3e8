import { NextResponse } from 'next/server'
import { getCms } from '@/lib/cms/payload'
import { faultResponse } from '@/lib/http/fault'
import { jsonError, mediaType, readJsonBody } from '@/lib/http/json'
import { isFromAnotherSite } from '@/lib/http/same-site'
import { limitRequest, tooManyRequests } from '@/lib/rate-limit/answers'
import { supportEmail } from '@/lib/site-search/support-email'
import { enquiryRequest } from '@/lib/shop/enquiries/enquiry-request'
import { receiveEnquiry } from '@/lib/shop/enquiries/receive-enquiry'

/**
 * POST `{ artwork?, name, email, message, website }`: 201 `{ received: true }` once the enquiry is stored
 * and the gallery mailed. A filled honeypot (`website`) gets the same answer, so a script learns nothing.
 * Bad input is a 4xx that says what was wrong, never a 500.
 */
export async function POST(request: Request) {
  if (isFromAnotherSite(request.headers)) return jsonError(403, 'Enquiries are taken from this site’s own pages only')
  const limit = await limitRequest('enquiries', request.headers)
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds)
  if (mediaType(request.headers) !== 'application/json')
    return jsonError(415, 'Send the enquiry as application/json: { "name", "email", "message" }')
  const read = await readJsonBody(request)
  if (!read.ok) return read.response
  const parsed = enquiryRequest.safeParse(read.body)
  if (!parsed.success)
    return jsonError(
      400,
      `Invalid enquiry: ${parsed.error.issues[0]?.message ?? 'expected { "name", "email", "message" }'}`,
    )
  try {
    await receiveEnquiry(await getCms(), parsed.data, { to: await supportEmail() })
  } catch (error) {
    return faultResponse(error, {
      logMessage: 'enquiries: an enquiry could not be stored',
      message: 'Your enquiry could not be sent. Please try again later.',
    })
  }
  return NextResponse.json({ received: true }, { status: 201 })
}
