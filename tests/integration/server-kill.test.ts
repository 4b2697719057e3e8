import { spawn } from 'node:child_process'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'
import { rebuildSearchIndexes } from '@/lib/gallery-search/server/rebuild'
import { startCms, stopCms, temporarySqliteUrl } from './cms-instance'

const root = path.resolve(__dirname, '../..')
const databaseUrl = temporarySqliteUrl()
let payload: Payload | undefined

/** Runs the writer process until it has reported `wanted` committed artworks, then kills it with SIGKILL. */
async function writeThenKill(wanted: number): Promise<number[]> {
  const child = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(__dirname, 'processes/write-until-killed.ts'), databaseUrl],
    {
      cwd: root,
      detached: true, // its own process group: tsx runs the script in a child process
      env: { ...process.env, NODE_OPTIONS: '--no-deprecation --import=./scripts/server-only-hook.mjs' },
    },
  )
  const committed: number[] = []
  let output = ''
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      for (const match of chunk.toString().matchAll(/committed (\d+)/g)) committed.push(Number(match[1]))
      if (committed.length >= wanted && child.exitCode === null) process.kill(-(child.pid ?? 0), 'SIGKILL')
    })
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (_code, signal) =>
      signal === 'SIGKILL' || committed.length >= wanted
        ? resolve(committed)
        : reject(new Error(`the writer stopped on its own:\n${output}`)),
    )
  })
}

afterAll(async () => {
  await stopCms(payload, databaseUrl)
})

describe('a process writing to SQLite killed with SIGKILL', () => {
  it('loses no committed write, and the start-up index build covers every published artwork', async () => {
    // Under heavy load Node can drop a module import at start-up and stop early: start the writer again.
    const committed = await writeThenKill(4)
      .catch(() => writeThenKill(4))
      .catch(() => writeThenKill(4))

    payload = await startCms(databaseUrl)
    const { docs } = await payload.find({ collection: 'artworks', pagination: false, depth: 0, overrideAccess: true })
    const stored = new Set(docs.map((doc) => doc.id))
    expect(committed.filter((id) => !stored.has(id))).toEqual([])

    const counts = await rebuildSearchIndexes(payload)
    const published = await payload.count({ collection: 'artworks', where: { _status: { equals: 'published' } } })
    expect(counts.artworks).toBe(published.totalDocs)
    expect(counts.artworks).toBeGreaterThanOrEqual(committed.length)
  }, 600_000)
})
