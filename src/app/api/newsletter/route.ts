import { NextResponse } from 'next/server'
import { admitJsonWrite, type JsonWriteRules } from '@/lib/http/admit-json-write'
import { answerOrFault } from '@/lib/http/fault'
import { signUp } from '@/lib/newsletter/sign-up'
import { newsletterSignup } from '@/lib/newsletter/signup-request'

const SIGN_UP_WRITES: JsonWriteRules = {
  rateLimit: 'newsletter',
  crossSiteMessage: 'Sign-ups are taken from this site’s own pages only',
  notJsonMessage: 'Send the sign-up as application/json: { "email": "you@example.com" }',
  invalidMessage: (issue) => `Invalid sign-up: ${issue?.message ?? 'expected { "email": "..." }'}`,
}

const FAULT = {
  logMessage: 'newsletter: a sign-up could not be stored',
  message: 'The sign-up could not be stored. Please try again later.',
}

/**
 * POST `{ email }`: 201 once the address is stored, the same for an address stored before (no one learns
 * whether an address is on the list). Bad input is a 4xx that says what was wrong, never a 500.
 */
export async function POST(request: Request) {
  const admitted = await admitJsonWrite(request, SIGN_UP_WRITES, newsletterSignup)
  if (!admitted.ok) return admitted.response
  return answerOrFault(FAULT, async () => {
    await signUp(admitted.body.email)
    return NextResponse.json({ subscribed: true }, { status: 201 })
  })
}
