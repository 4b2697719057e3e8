import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { setTimeout as sleep } from 'node:timers/promises'
import { openReader, sql, whileStartingAlone, type RunSql } from '@/lib/db'
import { startCms, stopCms } from './cms-instance'

/** The database seam's promises (dialect, statements, transactions), on whichever database the URL names. */
export function databaseSeamSuite(databaseUrl: () => string) {
  let url: string
  let payload: Payload
  let serial = 0

  beforeAll(async () => {
    url = databaseUrl()
    payload = await startCms(url)
  })

  afterAll(async () => {
    await stopCms(payload, url)
  })

  const uniqueQuery = () => `seam query ${++serial} ${Date.now()}`
  const insertQuery = (run: RunSql, query: string) => {
    const now = new Date().toISOString()
    return run`INSERT INTO search_queries (query, count, last_searched_at, updated_at, created_at)
      VALUES (${query}, 1, ${now}, ${now}, ${now}) RETURNING id`
  }
  const stored = async (query: string) =>
    (await sql(payload).run`SELECT query FROM search_queries WHERE query = ${query}`).length

  it('names the dialect of the database the URL chose', () => {
    expect(sql(payload).dialect).toBe(url.startsWith('postgres') ? 'postgres' : 'sqlite')
  })

  it('binds every interpolated value, and an array as a parenthesised list', async () => {
    const { run } = sql(payload)
    const [row] = await run`SELECT CAST(${41} AS integer) + 1 AS answer, ${"it's"} AS quoted`
    expect(Number(row?.answer)).toBe(42)
    expect(row?.quoted).toBe("it's")
    const query = uniqueQuery()
    await insertQuery(run, query)
    const rows = await run`SELECT query FROM search_queries WHERE query IN ${[query, 'no such query']}`
    expect(rows).toEqual([{ query }])
  })

  it('commits a transaction whose work resolves', async () => {
    const query = uniqueQuery()
    const answer = await sql(payload).transaction(async ({ run }) => {
      await insertQuery(run, query)
      return 'done'
    })
    expect(answer).toBe('done')
    expect(await stored(query)).toBe(1)
  })

  it('rolls back statements and Local API writes when the work throws, and rethrows', async () => {
    const query = uniqueQuery()
    const email = `seam-${serial}-${Date.now()}@example.test`
    const failed = sql(payload).transaction(async ({ run, req }) => {
      await insertQuery(run, query)
      await payload.create({ collection: 'customers', data: { email, password: 'seam-password-1' }, req })
      expect(await run`SELECT query FROM search_queries WHERE query = ${query}`).toHaveLength(1)
      throw new Error('the work failed')
    })
    await expect(failed).rejects.toThrow('the work failed')
    expect(await stored(query)).toBe(0)
    const { totalDocs } = await payload.count({ collection: 'customers', where: { email: { equals: email } } })
    expect(totalDocs).toBe(0)
  })

  it("joins the request's open transaction, which its opener alone commits or rolls back", async () => {
    const [inner, outer] = [uniqueQuery(), uniqueQuery()]
    const failed = sql(payload).transaction(async ({ run, req }) => {
      await insertQuery(run, outer)
      await sql(payload, req).transaction(({ run: joined }) => insertQuery(joined, inner))
      expect(await sql(payload, req).run`SELECT query FROM search_queries WHERE query = ${inner}`).toHaveLength(1)
      throw new Error('the outer work failed')
    })
    await expect(failed).rejects.toThrow('the outer work failed')
    expect([await stored(inner), await stored(outer)]).toEqual([0, 0])
  })

  it('reads with a reader of its own', async () => {
    const query = uniqueQuery()
    await insertQuery(sql(payload).run, query)
    const reader = openReader(payload)
    try {
      const rows = await reader.select(`SELECT "query", "count" FROM "search_queries" WHERE "query" = '${query}'`)
      expect(rows.map((row) => [row.query, Number(row.count)])).toEqual([[query, 1]])
    } finally {
      reader.close()
    }
  })

  it('binds `?` placeholders of a SQLite text statement in order, and refuses a count that does not match', async (context) => {
    const db = sql(payload)
    if (db.dialect !== 'sqlite') return context.skip()
    expect(await db.raw('SELECT ? + ? AS sum, ? AS text', [1, 2, 'x'])).toEqual([{ sum: 3, text: 'x' }])
    await expect(db.raw('SELECT ? AS one', [1, 2])).rejects.toThrow('database: 2 arguments for 1 placeholders')
  })

  it('runs start-up work of instances started together one after the other, and frees the turn on failure', async () => {
    const steps: string[] = []
    const startUp = (name: string, fails = false) =>
      whileStartingAlone(payload, async () => {
        steps.push(`${name} begins`)
        await sleep(50)
        steps.push(`${name} ends`)
        if (fails) throw new Error(`${name} failed`)
        return name
      })
    const results = await Promise.allSettled([startUp('first', true), startUp('second'), startUp('third')])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled'])
    // One after the other, in whichever order the database grants the turn: each ends before the next begins.
    for (let step = 0; step < steps.length; step += 2)
      expect(steps[step + 1]).toBe(steps[step]?.replace('begins', 'ends'))
    expect(steps.toSorted()).toEqual(
      ['first begins', 'first ends', 'second begins', 'second ends', 'third begins', 'third ends'].toSorted(),
    )
  })
}
