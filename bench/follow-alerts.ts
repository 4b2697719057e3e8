/**
 * `npm run bench:alerts`: how long 1,000 followers of one artist wait to be alerted of a new work. Seeds the
 * followers on a fresh database (SQLite in a temp folder, or BENCH_DATABASE_URL for PostgreSQL), publishes a
 * work by the artist, and times the publish (every follower's alert written, so the badge and /saved show it)
 * and the digest round that mails each of them once through the mail seam (to a temp outbox).
 */
import { mkdtempSync, readdirSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { createTestArtist, createTestArtwork } from '../tests/integration/catalog-fixtures'
import { startCms, stopCms, temporarySqliteUrl } from '../tests/integration/cms-instance'

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 1000)
const outbox = mkdtempSync(path.join(tmpdir(), 'alerts-bench-outbox-'))
process.env.MAIL_OUTBOX_DIR = outbox
const databaseUrl = process.env.BENCH_DATABASE_URL ?? temporarySqliteUrl()

const ms = (since: number) => `${(performance.now() - since).toFixed(0)} ms`

async function main() {
  const payload = await startCms(databaseUrl)
  const [{ sql }, { changeLists }, { sendDueDigests }] = await Promise.all([
    import('../src/lib/db'),
    import('../src/lib/customer/customer-lists'),
    import('../src/lib/follow-alerts/send-digests'),
  ])
  const run = Date.now().toString(36)
  const artist = await createTestArtist(payload, 'Bench', `Painter-${run}`)
  const slug = `bench-painter-${run}`
  const now = new Date().toISOString()
  const ids = await sql(payload).transaction(async (tx) => {
    const created: number[] = []
    for (let index = 0; index < FOLLOWERS; index++) {
      const [row] = await tx.run`INSERT INTO customers (email, updated_at, created_at)
        VALUES (${`bench-${run}-${index}@example.test`}, ${now}, ${now}) RETURNING id`
      created.push(Number(row?.id))
    }
    return created
  })
  for (const id of ids) await changeLists(payload, id, { kind: 'follow-artist', slug, label: 'Bench', max: 1000 })
  const work = await createTestArtwork(payload, {
    title: `Bench ${run}`,
    artist,
    medium: 'painting',
    prices: [1000],
    status: 'draft',
  })

  const started = performance.now()
  await payload.update({ collection: 'artworks', id: work.id, data: { _status: 'published' }, draft: false })
  const published = ms(started)
  const [alerts] = await sql(payload).run`SELECT count(*) AS n FROM follow_alerts WHERE artwork_id = ${work.id}`
  const digestStarted = performance.now()
  const round = await sendDueDigests(payload)
  const digests = ms(digestStarted)
  const total = ms(started)
  const [mailed] = await sql(payload)
    .run`SELECT count(*) AS n FROM follow_alerts WHERE artwork_id = ${work.id} AND mailed_at IS NOT NULL`
  // The mail seam writes each outbox file after it returns: wait for the last before counting.
  for (let tries = 0; tries < 100 && readdirSync(outbox).length < round.sent; tries++)
    await new Promise((resolve) => setTimeout(resolve, 100))

  console.log(`follow alerts: ${FOLLOWERS} followers of one artist, ${databaseUrl.split(':')[0]} database`)
  console.log(
    `machine: ${cpus().length} cores, load ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  )
  console.log(`publish (first publication, every alert written in its transaction): ${published}`)
  console.log(`alerts written: ${Number(alerts?.n)} (shown on /saved and in the header's badge from then on)`)
  console.log(`digest round: ${digests} (${round.sent} sent, ${round.failed} failed, ${round.empty} empty)`)
  console.log(`alerts mailed: ${Number(mailed?.n)}; mails in the outbox: ${readdirSync(outbox).length}`)
  console.log(`time from publish until all ${FOLLOWERS} followers are alerted and mailed: ${total}`)
  await stopCms(payload, databaseUrl)
}

await main()
