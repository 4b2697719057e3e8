import { NextResponse } from 'next/server'
import { faultResponse } from '@/lib/http/fault'
import { jsonError, mediaType, readJsonBody } from '@/lib/http/json'
import { isFromAnotherSite } from '@/lib/http/same-site'
import { signUp } from '@/lib/newsletter/sign-up'
import { newsletterSignup } from '@/lib/newsletter/signup-request'
import { limitRequest, tooManyRequests } from '@/lib/rate-limit/answers'

/**
 * POST `{ email }`: 201 once the address is stored, the same for an address stored before (no one learns
 * whether an address is on the list). Bad input is a 4xx that says what was wrong, never a 500.
 */
export async function POST(request: Request) {
  if (isFromAnotherSite(request.headers)) return jsonError(403, 'Sign-ups are taken from this site’s own pages only')
  const limit = await limitRequest('newsletter', request.headers)
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds)
  if (mediaType(request.headers) !== 'application/json')
    return jsonError(415, 'Send the sign-up as application/json: { "email": "you@example.com" }')
  const read = await readJsonBody(request)
  if (!read.ok) return read.response
  const parsed = newsletterSignup.safeParse(read.body)
  if (!parsed.success)
    return jsonError(400, `Invalid sign-up: ${parsed.error.issues[0]?.message ?? 'expected { "email": "..." }'}`)
  try {
    await signUp(parsed.data.email)
  } catch (error) {
    return faultResponse(error, {
      logMessage: 'newsletter: a sign-up could not be stored',
      message: 'The sign-up could not be stored. Please try again later.',
    })
  }
  return NextResponse.json({ subscribed: true }, { status: 201 })
}
