import { timingSafeEqual } from 'node:crypto'
import { cookies } from 'next/headers'
import { env } from './env'

export const PREVIEW_COOKIE = 'gallery-preview'
export const PREVIEW_PARAM = 'preview'

/** Compares in constant time so the secret can't be guessed a character at a time. */
export function isPreviewSecret(candidate: string | undefined, secret: string): boolean {
  if (!candidate) return false
  const a = Buffer.from(candidate)
  const b = Buffer.from(secret)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function previewCookieOptions(siteUrl: string) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: siteUrl.startsWith('https:'),
    path: '/',
    maxAge: 60 * 60 * 24 * 7,
  }
}

/** True when this request holds the preview secret in its cookie. */
export async function canPreview(): Promise<boolean> {
  const jar = await cookies()
  return isPreviewSecret(jar.get(PREVIEW_COOKIE)?.value, env().PREVIEW_SECRET)
}
