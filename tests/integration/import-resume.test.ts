import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'libsql'
import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const fixture = (name: string) => path.join(root, 'tests/fixtures/catalog', name)
const VALID_ARTWORKS = 32
const VALID_ARTISTS = 36 // 35 valid lines, and one artist made from an artwork line

const dir = mkdtempSync(path.join(tmpdir(), 'gallery-import-kill-'))
const dbFile = path.join(dir, 'catalog.db')

type Run = { child: ReturnType<typeof spawn>; done: Promise<{ code: number | null; out: string }> }

/** `npm run import` as an operator runs it, one artwork per batch so a kill lands between batches. */
function startImport(): Run {
  const child = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    ['scripts/import.ts', fixture('artworks.jsonl'), fixture('artists.jsonl'), '--batch-size', '1'],
    {
      cwd: root,
      detached: true, // its own process group: tsx runs the script in a child process
      env: {
        ...process.env,
        DATABASE_URL: `file:${dbFile}`,
        MEDIA_DIR: path.join(dir, 'media'),
        PAYLOAD_SECRET: 'import-kill-test-secret',
        SEED_ON_START: 'false',
        NODE_OPTIONS: '--no-deprecation --import=./scripts/server-only-hook.mjs',
      },
    },
  )
  let out = ''
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()))
  const done = new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, out })),
  )
  return { child, done }
}

const count = (db: InstanceType<typeof Database>, sql: string) =>
  Number((db.prepare(sql).get() as { n: number | bigint }).n)

/**
 * Waits until some artworks are in, then takes the write lock so no further batch can land and kills
 * the import's whole process group with SIGKILL while it waits for that lock: a kill mid-way, every time.
 */
async function killMidway(): Promise<number> {
  let run = startImport()
  let ended = false
  void run.done.then(() => (ended = true))
  const db = new Database(dbFile)
  for (let restarts = 0; ;) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    if (ended) {
      // It stopped on its own before importing anything (see resumeUntilFinished): start it again.
      if (++restarts > 3) throw new Error(`the import kept stopping early: ${(await run.done).out}`)
      run = startImport()
      ended = false
      void run.done.then(() => (ended = true))
    }
    try {
      db.exec('BEGIN IMMEDIATE')
    } catch {
      continue // the import holds the lock, or the file is not created yet
    }
    const tables = count(db, `SELECT count(*) AS n FROM sqlite_master WHERE name = 'artworks'`)
    const imported = tables ? count(db, 'SELECT count(*) AS n FROM artworks') : 0
    if (imported > 0) {
      process.kill(-(run.child.pid ?? 0), 'SIGKILL')
      await run.done
      db.exec('ROLLBACK')
      db.close()
      return imported
    }
    db.exec('ROLLBACK')
  }
}

/**
 * A run either finishes and says so with exit code 0, or exits non-zero: never 0 without its report.
 * Under heavy load Node can drop a module import and stop early; such a run is retried, as an operator would.
 */
async function resumeUntilFinished(): Promise<{ out: string; failedRuns: number }> {
  for (let failedRuns = 0; failedRuns < 3; failedRuns++) {
    const { code, out } = await startImport().done
    if (code === 0) {
      expect(out).toContain('Import finished')
      return { out, failedRuns }
    }
    expect(code).not.toBe(0)
    expect(out).toMatch(/Import stopped before it finished|Import INCOMPLETE|Error/)
  }
  throw new Error('three resumes in a row failed')
}

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('catalog import killed with SIGKILL and resumed', () => {
  it('completes on resume, without duplicates, and reports the lines read against what it wrote', async () => {
    const killedAt = await killMidway()
    expect(killedAt).toBeLessThan(VALID_ARTWORKS)

    const { out, failedRuns } = await resumeUntilFinished()
    console.info(
      `killed with ${killedAt} artworks in; resume (after ${failedRuns} failed runs):\n${out.split('Import ')[1]}`,
    )
    expect(out).toMatch(
      new RegExp(
        `artworks\\s+37 lines read:\\s+${VALID_ARTWORKS - killedAt} created\\s+${killedAt + 1} already there\\s+4 bad`,
      ),
    )
    expect(out).toContain('read back: the database holds every artist and artwork of a valid line')

    const db = new Database(dbFile)
    expect(count(db, 'SELECT count(*) AS n FROM artworks')).toBe(VALID_ARTWORKS)
    expect(count(db, 'SELECT count(DISTINCT source_uid) AS n FROM artworks')).toBe(VALID_ARTWORKS)
    expect(count(db, 'SELECT count(*) AS n FROM _artworks_v WHERE latest = 1')).toBe(VALID_ARTWORKS)
    expect(count(db, 'SELECT count(*) AS n FROM artists')).toBe(VALID_ARTISTS)
    // A picture uploaded twice would be stored under a numbered name (import-portrait-3-1.webp).
    const renamed = `SELECT count(*) AS n FROM media WHERE filename GLOB '*-[0-9]-[0-9]*' OR filename GLOB '*-view-[0-9]*'`
    expect(count(db, renamed)).toBe(0)
    db.close()
  }, 600_000)
})
