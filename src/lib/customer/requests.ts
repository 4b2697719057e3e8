import { z } from 'zod'
import { RECENTLY_VIEWED_MAX } from '@/lib/recently-viewed/views'

/**
 * A Payload session token: a JWT, base64url parts joined by dots. Bounded so a hostile body costs nothing to
 * refuse, and of those letters only, since it is sent on as an Authorization header, which takes no other.
 */
const token = z
  .string()
  .min(1)
  .max(4096)
  .regex(/^[\w.-]+$/, 'must be a session token')
const slug = z
  .string()
  .max(200)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be an artist slug')
const label = z.string().max(300)

/** `token` may be left out: the HttpOnly session cookie stands in for it. */
export const customerRequest = z.object({ token: token.optional() })

export const artworkListRequest = z.object({
  token: token.optional(),
  artwork: z.object({
    id: z.union([
      z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      z
        .string()
        .regex(/^\d{1,15}$/, 'must be an artwork id')
        .transform(Number),
    ]),
  }),
  // The spec's payload names the artwork's artist too; the server knows it, so it is checked for shape only.
  artist: z.object({ slug, label }).optional(),
})

export const artistListRequest = z.object({
  token: token.optional(),
  artist: z.object({ slug, label: label.optional() }),
})

const view = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  at: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
})

/** A browser's recently viewed works, newest first: at most as many as a list keeps. */
export const recentlyViewedRequest = z.object({
  token: token.optional(),
  views: z.array(view).max(RECENTLY_VIEWED_MAX).default([]),
})
export type RecentlyViewedRequest = z.infer<typeof recentlyViewedRequest>
