import { createHmac, timingSafeEqual } from 'node:crypto'
import { cookies } from 'next/headers'
import { parse as parseCookies } from 'cookie'
import { currentPageRequest } from './http/page-request'
import { env } from './env'

export const PREVIEW_COOKIE = 'gallery-preview'
export const PREVIEW_PARAM = 'preview'

const PREVIEW_LIFETIME_SECONDS = 60 * 60 * 24 * 7

/** Compares in constant time so a secret can't be guessed a character at a time. */
function sameText(candidate: string, expected: string): boolean {
  const a = Buffer.from(candidate)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function isPreviewSecret(candidate: string | undefined, secret: string): boolean {
  return Boolean(candidate) && sameText(candidate ?? '', secret)
}

const signature = (expiresAt: number, secret: string) =>
  createHmac('sha256', secret).update(`gallery-preview:${expiresAt}`).digest('base64url')

/**
 * What the preview cookie holds: an expiry and its HMAC under the preview secret, never the secret
 * itself, so a copied cookie lapses within a week and rotating the secret ends every preview.
 */
export function previewToken(secret: string, now = Date.now()): string {
  const expiresAt = Math.floor(now / 1000) + PREVIEW_LIFETIME_SECONDS
  return `${expiresAt}.${signature(expiresAt, secret)}`
}

export function isPreviewToken(token: string | undefined, secret: string, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token ?? '')
  if (!match) return false
  const expiresAt = Number(match[1])
  return expiresAt * 1000 > now && sameText(match[2] ?? '', signature(expiresAt, secret))
}

export function previewCookieOptions(siteUrl: string) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: siteUrl.startsWith('https:'),
    path: '/',
    maxAge: PREVIEW_LIFETIME_SECONDS,
  }
}

/** True when this request holds a valid preview token in its cookie. */
export async function canPreview(): Promise<boolean> {
  const request = currentPageRequest()
  const token = request
    ? parseCookies(request.headers.cookie ?? '')[PREVIEW_COOKIE]
    : (await cookies()).get(PREVIEW_COOKIE)?.value
  return isPreviewToken(token, env().PREVIEW_SECRET)
}
