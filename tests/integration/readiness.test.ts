import { setTimeout as sleep } from 'node:timers/promises'
import type { Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'
import { markReady, markWaiting } from '@/lib/readiness/parts'
import { readiness } from '@/lib/readiness/report'
import { startCms, stopCms, temporarySqliteUrl } from './cms-instance'

const databaseUrl = temporarySqliteUrl()
let payload: Payload | undefined

afterAll(() => stopCms(payload, databaseUrl))

describe("an instance's readiness", () => {
  it('waits for each part of the start-up, then for an answer from the database', async () => {
    markWaiting('database', 'migrating')
    markWaiting('search indexes', 'not built yet')
    expect(await readiness()).toEqual({
      ready: false,
      waiting: ['database: migrating', 'search indexes: not built yet'],
    })

    payload = await startCms(databaseUrl)
    markReady('database')
    expect((await readiness()).waiting).toEqual(['search indexes: not built yet'])
    markReady('search indexes')
    expect(await readiness()).toEqual({ ready: true, waiting: [] })

    await payload.db.destroy?.()
    // One database answer serves the polls of a second.
    await sleep(1_100)
    const lost = await readiness()
    expect(lost.ready).toBe(false)
    expect(lost.waiting).toEqual([expect.stringMatching(/^database: /)])
  })
})
