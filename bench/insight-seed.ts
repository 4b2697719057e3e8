import type { Payload } from 'payload'
import { sql, type RunSql } from '../src/lib/db'

/** The activity the insight benchmark seeds beside the real catalog. */
export const INSIGHT_SEED = {
  customers: 10_000,
  savesPerCustomer: 10,
  followsPerCustomer: 3,
  searchQueries: 20_000,
  enquiries: 5_000,
  orders: 2_000,
  weeks: 12,
} as const

const EMAIL_PREFIX = 'insight-bench-'
const DAY_MS = 24 * 60 * 60 * 1000

/** A fixed sequence of numbers in [0, 1), so every run seeds the same activity. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0
    return state / 2 ** 32
  }
}

/** An index skewed towards the start, as saves gather on a few works: some works are saved often, most rarely. */
const skewed = (random: () => number, size: number) => Math.min(size - 1, Math.floor(size * random() ** 3))

function distinctPicks(random: () => number, size: number, count: number): number[] {
  const picked = new Set<number>()
  while (picked.size < Math.min(count, size)) picked.add(skewed(random, size))
  return [...picked]
}

async function clearEarlierSeed(run: RunSql): Promise<void> {
  await run`DELETE FROM orders WHERE email LIKE ${`${EMAIL_PREFIX}%`}`
  await run`DELETE FROM enquiries WHERE email LIKE ${`${EMAIL_PREFIX}%`}`
  await run`DELETE FROM customers WHERE email LIKE ${`${EMAIL_PREFIX}%`}`
  await run`DELETE FROM search_queries WHERE query LIKE 'insight bench %'`
}

/**
 * Saves and follows of made-up work ids and artist slugs, for a database the catalog is not imported into: the
 * counts and their ranking cost the same; only the ten titles and names joined at the end are missing.
 */
export type Synthetic = { works: number; artists: number }

/**
 * Seeds 10,000 customers with 100,000 saves of the catalog's works and 30,000 follows of its artists, 20,000
 * stored search queries (half of them with misses), and enquiries and orders spread over the last 12 weeks.
 * Rows go in by plain INSERTs in one transaction (the customers' triggers count their saves and follows as they
 * go): the benchmark measures the reads, not Payload's writes.
 */
export async function seedInsightActivity(payload: Payload, now: Date, synthetic?: Synthetic): Promise<void> {
  const random = seededRandom(53)
  const database = sql(payload)
  const artworkIds = synthetic
    ? Array.from({ length: synthetic.works }, (_, index) => index + 1)
    : (await database.run`SELECT id FROM artworks ORDER BY id`).map((row) => Number(row.id))
  const artists = synthetic
    ? Array.from({ length: synthetic.artists }, (_, index) => ({
        slug: `artist-${index}`,
        display_name: `Artist ${index}`,
      }))
    : await database.run`SELECT slug, display_name FROM artists WHERE slug IS NOT NULL ORDER BY id`
  const stamp = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString()
  const email = (customer: number) => `${EMAIL_PREFIX}${customer}@example.test`
  await database.transaction(async ({ run }) => {
    await clearEarlierSeed(run)
    for (let customer = 0; customer < INSIGHT_SEED.customers; customer++) {
      const saved = distinctPicks(random, artworkIds.length, INSIGHT_SEED.savesPerCustomer).map((at) => artworkIds[at])
      const followed = distinctPicks(random, artists.length, INSIGHT_SEED.followsPerCustomer).map((at) => ({
        slug: String(artists[at]?.slug),
        label: String(artists[at]?.display_name),
      }))
      await run`INSERT INTO customers (email, artworks, artists, cart, created_at, updated_at)
        VALUES (${email(customer)}, ${JSON.stringify(saved)}, ${JSON.stringify(followed)}, '[]', ${stamp(90)}, ${stamp(90)})`
    }
    for (let query = 0; query < INSIGHT_SEED.searchQueries; query++) {
      const misses = query % 2 === 0 ? 1 + Math.floor(50 * random() ** 2) : 0
      await run`INSERT INTO search_queries (query, count, misses, created_at, updated_at)
        VALUES (${`insight bench ${query}`}, ${misses === 0 ? 1 + Math.floor(20 * random()) : 0}, ${misses}, ${stamp(30)}, ${stamp(30)})`
    }
    const days = INSIGHT_SEED.weeks * 7
    for (let enquiry = 0; enquiry < INSIGHT_SEED.enquiries; enquiry++) {
      const at = stamp(days * random())
      await run`INSERT INTO enquiries (name, email, message, created_at, updated_at)
        VALUES ('Bench Visitor', ${email(enquiry % INSIGHT_SEED.customers)}, 'Is it still available?', ${at}, ${at})`
    }
    for (let order = 0; order < INSIGHT_SEED.orders; order++) {
      const at = stamp(days * random())
      const status = order % 10 === 0 ? 'cancelled' : 'paid'
      await run`INSERT INTO orders (number, status, payment_method, email, contact_name, subtotal, total, currency, created_at, updated_at)
        VALUES (${`IB-${order}`}, ${status}, 'request', ${email(order * 2)}, 'Bench Buyer', 1000, 1000, 'USD', ${at}, ${at})`
    }
  })
}
