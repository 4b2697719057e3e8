import { NextResponse } from 'next/server'
import { jsonWriteRoute } from '@/lib/http/json-write-route'
import { signUp } from '@/lib/newsletter/sign-up'
import { newsletterSignup } from '@/lib/newsletter/signup-request'

/**
 * POST `{ email }`: 201 once the address is stored, the same for an address stored before (no one learns
 * whether an address is on the list). Bad input is a 4xx that says what was wrong, never a 500.
 */
export const POST = jsonWriteRoute(
  {
    rateLimit: 'newsletter',
    crossSiteMessage: 'Sign-ups are taken from this site’s own pages only',
    notJsonMessage: 'Send the sign-up as application/json: { "email": "you@example.com" }',
    invalidMessage: (issue) => `Invalid sign-up: ${issue?.message ?? 'expected { "email": "..." }'}`,
    fault: {
      logMessage: 'newsletter: a sign-up could not be stored',
      message: 'The sign-up could not be stored. Please try again later.',
    },
  },
  newsletterSignup,
  async ({ email }) => {
    await signUp(email)
    return NextResponse.json({ subscribed: true }, { status: 201 })
  },
)
