import { randomBytes } from 'node:crypto'
import type { Notification, PoolClient } from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { announceBulkChange } from '@/lib/change-feed/announce'
import { applyChange } from '@/lib/change-feed/apply'
import { CHANGE_CHANNEL, changeSchema, THIS_INSTANCE, type Change } from '@/lib/change-feed/change'
import { sql } from '@/lib/db'
import { runningAdapter } from '@/lib/db/adapters'
import { GALLERY_INDEXES } from '@/lib/gallery-search/indexes'
import { gallerySearchEngine } from '@/lib/gallery-search/server/engine'
import { rebuildSearchIndexes } from '@/lib/gallery-search/server/rebuild'
import { createTestArtwork } from './catalog-fixtures'
import { startCms, stopCms } from './cms-instance'

const postgresUrl = process.env.TEST_POSTGRES_URL
// Titles (and so handles) of their own in each run: a developer's database may hold an earlier run's works.
const run = randomBytes(3).toString('hex')

const indexedTitle = (id: number) => gallerySearchEngine().index(GALLERY_INDEXES.artworks)?.get(String(id))?.title

// CI always sets TEST_POSTGRES_URL (.ci/run starts PostgreSQL); the feed exists on PostgreSQL only.
describe.runIf(Boolean(postgresUrl))('the change feed on PostgreSQL', () => {
  let payload: Payload
  let listener: PoolClient
  const heard: Change[] = []
  const hear = (message: Notification) => {
    if (message.channel === CHANGE_CHANNEL) heard.push(changeSchema.parse(JSON.parse(message.payload ?? '')))
  }

  /** A new published work, once its own announcement (delivered a moment after its commit) has been heard. */
  const createdAndHeard = async (title: string) => {
    const work = await createTestArtwork(payload, { title, medium: 'painting', prices: [900] })
    await vi.waitFor(() =>
      expect(heard.some((change) => change.kind === 'document' && change.id === work.id)).toBe(true),
    )
    heard.length = 0
    return work
  }

  const applyFromAnotherInstance = (id: number) =>
    applyChange(payload, { kind: 'document', collection: 'artworks', id, deleted: false, origin: 'another-instance' })

  beforeAll(async () => {
    payload = await startCms(postgresUrl ?? '')
    await rebuildSearchIndexes(payload)
    const running = runningAdapter(payload)
    if (running.dialect !== 'postgres') throw new Error('expected PostgreSQL')
    // Another instance's ear: a connection of its own, listening as the feed does.
    listener = await running.adapter.pool.connect()
    listener.on('notification', hear)
    await listener.query(`LISTEN ${CHANGE_CHANNEL}`)
  })

  afterAll(async () => {
    listener?.release()
    await stopCms(payload, postgresUrl ?? '')
  })

  it('announces a save once it commits, naming the document and this instance', async () => {
    const work = await createdAndHeard(`Feed Harbour ${run}`)
    await payload.update({ collection: 'artworks', id: work.id, data: { title: 'Feed Harbour at Dusk' } })
    await vi.waitFor(() =>
      expect(heard).toContainEqual({
        kind: 'document',
        collection: 'artworks',
        id: work.id,
        deleted: false,
        origin: THIS_INSTANCE,
      }),
    )
  })

  it('announces nothing for a write that rolls back', async () => {
    const work = await createdAndHeard(`Feed Quay ${run}`)
    const rolledBack = sql(payload).transaction(async ({ req }) => {
      await payload.update({ collection: 'artworks', id: work.id, data: { title: 'Feed Quay Renamed' }, req })
      throw new Error('the editor’s save failed after its hooks ran')
    })
    await expect(rolledBack).rejects.toThrow('the editor’s save failed')
    // A committed write after it is heard: had the rolled-back one been announced, it would have come first.
    await payload.update({ collection: 'artworks', id: work.id, data: { title: 'Feed Quay Committed' } })
    const aboutTheWork = () => heard.filter((change) => change.kind === 'document' && change.id === work.id)
    await vi.waitFor(() => expect(aboutTheWork().length).toBeGreaterThan(0))
    expect(aboutTheWork()).toHaveLength(1)
    const stored = await payload.findByID({ collection: 'artworks', id: work.id, depth: 0 })
    expect(stored.title).toBe('Feed Quay Committed')
  })

  it('applies another instance’s change: the record is read again from the database', async () => {
    const work = await createTestArtwork(payload, {
      title: `Feed Lighthouse ${run}`,
      medium: 'painting',
      prices: [800],
    })
    // Written as another instance would have: this instance's index does not hear of it.
    await payload.update({
      collection: 'artworks',
      id: work.id,
      data: { title: 'Feed Lighthouse Renamed' },
      context: { skipSearchSync: true },
    })
    expect(indexedTitle(work.id)).toBe(`Feed Lighthouse ${run}`)

    await applyFromAnotherInstance(work.id)
    expect(indexedTitle(work.id)).toBe('Feed Lighthouse Renamed')

    await payload.update({
      collection: 'artworks',
      id: work.id,
      data: { _status: 'draft' },
      context: { skipSearchSync: true },
    })
    await applyFromAnotherInstance(work.id)
    expect(indexedTitle(work.id)).toBeUndefined()
  })

  it('announces a bulk write by a script, and another instance catches up from the database', async () => {
    const work = await createTestArtwork(payload, { title: `Feed Estuary ${run}`, medium: 'painting', prices: [700] })
    // Written as an import in a process of its own writes: no hook, no announcement per document.
    await payload.update({
      collection: 'artworks',
      id: work.id,
      data: { title: 'Feed Estuary Imported' },
      context: { skipSearchSync: true },
    })
    heard.length = 0
    await announceBulkChange(payload)
    await vi.waitFor(() => expect(heard).toContainEqual({ kind: 'everything', origin: THIS_INSTANCE }))
    expect(indexedTitle(work.id)).toBe(`Feed Estuary ${run}`)

    await applyChange(payload, { kind: 'everything', origin: 'another-instance' })
    expect(indexedTitle(work.id)).toBe('Feed Estuary Imported')
  })
})
