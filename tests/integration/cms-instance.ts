import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

/**
 * A Payload instance on the given database with its migrations applied. Environment first, then the
 * config import: the config reads the environment once, when it is loaded.
 */
export async function startCms(databaseUrl: string): Promise<Payload> {
  process.env.DATABASE_URL = databaseUrl
  process.env.MEDIA_DIR = mkdtempSync(path.join(tmpdir(), 'gallery-media-'))
  process.env.SEED_ON_START = 'false'
  // PostgreSQL requires both secrets to be given (src/lib/env.ts): these instances need only be consistent.
  process.env.PAYLOAD_SECRET ??= 'integration-test-payload-secret'
  process.env.PREVIEW_SECRET ??= 'integration-test-preview-secret'
  const [{ default: config }, { getPayload }, { migrateDatabase }] = await Promise.all([
    import('@/payload.config'),
    import('payload'),
    import('@/lib/cms/bootstrap'),
  ])
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  return payload
}

export function temporarySqliteUrl(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gallery-db-'))
  return `file:${path.join(dir, 'test.db')}`
}

/**
 * Closes the instance and deletes what it left on disk: its media folder and, for a SQLite file, the
 * file's folder. A full seed leaves thousands of image files; a temp dir per run would fill the disk.
 */
export async function stopCms(payload: Payload | undefined, databaseUrl: string): Promise<void> {
  await payload?.db.destroy?.()
  if (databaseUrl.startsWith('file:'))
    rmSync(path.dirname(databaseUrl.replace(/^file:/, '')), { recursive: true, force: true })
  if (process.env.MEDIA_DIR) rmSync(process.env.MEDIA_DIR, { recursive: true, force: true })
}
