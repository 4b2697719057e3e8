import { z } from 'zod'

/** A limit: at most `points` requests per `seconds` for one key (an address, or an address and an account). */
export type Limit = { points: number; seconds: number }

/**
 * Every limit on what a stranger can call to cost us work or guess a secret. Logins count per address
 * and account, so nobody can lock a member of staff out from elsewhere, and per address across accounts.
 */
export const RATE_LIMITS = {
  /** Wrong guesses at one account from one address (admin and customer logins); a success clears them. */
  login: { points: 10, seconds: 15 * 60 },
  /** Logins from one address over every account: one address guessing many. */
  'login-address': { points: 60, seconds: 15 * 60 },
  /** Forgotten-password mails and reset-token guesses from one address. */
  'password-reset': { points: 5, seconds: 15 * 60 },
  /** New customer accounts from one address. */
  'sign-up': { points: 10, seconds: 60 * 60 },
  /** Guesses at the preview secret (`?preview=`) from one address. */
  'preview-secret': { points: 10, seconds: 15 * 60 },
  /** Newsletter sign-ups from one address: a household or an office signs up a few, a script many. */
  newsletter: { points: 10, seconds: 10 * 60 },
  /** Enquiries about works from one address: a collector asks about a few works, a script floods the gallery. */
  enquiries: { points: 5, seconds: 10 * 60 },
  /** Unsubscribe links followed from one address: a reader's few, not a script guessing keys. */
  unsubscribe: { points: 20, seconds: 15 * 60 },
  /** Image asset look-ups from one address. */
  images: { points: 300, seconds: 60 },
  /** Customer calls (the customer, saves, follows) from one address: a few a second, a burst allowed. */
  customer: { points: 600, seconds: 60 },
  /** Cart reads and changes from one address: every page's header asks once, a buyer changes a few. */
  cart: { points: 600, seconds: 60 },
  /** Search API calls from one address: generous, the grid searches on every keystroke. */
  search: { points: 1200, seconds: 60 },
  /** Searches counted for the query suggestions from one address: a searcher's pace, not a script's. */
  'search-queries': { points: 120, seconds: 60 },
  /** Orders placed and payments confirmed from one address: a buyer's few tries, not a script reserving stock. */
  checkout: { points: 20, seconds: 10 * 60 },
} as const satisfies Record<string, Limit>

export type RateLimitRule = keyof typeof RATE_LIMITS

const RULE_NAMES = Object.keys(RATE_LIMITS) as [RateLimitRule, ...RateLimitRule[]]

const override = z
  .string()
  .trim()
  .regex(/^[a-z-]+=\d+\/\d+$/, 'each entry is rule=points/seconds')
  .transform((entry) => {
    const [rule, limit] = entry.split('=') as [string, string]
    const [points, seconds] = limit.split('/').map(Number) as [number, number]
    return { rule, points, seconds }
  })
  .pipe(
    z.object({
      rule: z.enum(RULE_NAMES),
      points: z.number().int().min(1),
      seconds: z
        .number()
        .int()
        .min(1)
        .max(7 * 24 * 60 * 60),
    }),
  )

/** `RATE_LIMITS`: comma-separated `rule=points/seconds` entries that replace the defaults, e.g. `login=1000/60`. */
export const rateLimitOverrides = z
  .string()
  .transform((text) => text.split(',').filter((entry) => entry.trim() !== ''))
  .pipe(z.array(override))

/** The defaults with the configured overrides applied. */
export function effectiveLimits(
  overrides: ReadonlyArray<{ rule: RateLimitRule; points: number; seconds: number }>,
): Record<RateLimitRule, Limit> {
  const limits: Record<RateLimitRule, Limit> = { ...RATE_LIMITS }
  for (const { rule, points, seconds } of overrides) limits[rule] = { points, seconds }
  return limits
}
