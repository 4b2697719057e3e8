import nextEnv from '@next/env'
import { getPayload, type Payload } from 'payload'
import type { z } from 'zod'

/**
 * Runs an import script's `main` to its end: exit 0 only when it reports a complete import. Fail closed: Node
 * exits 0 when its event loop drains, even with work still pending (a module graph whose top-level await never
 * settles, as Lexical's did before scripts/server-only-resolve.mjs), so only a finished, complete run sets 0. Payload keeps database
 * handles open, so the process is ended explicitly once the work is done.
 */
export function runImportScript(main: () => Promise<boolean>): void {
  process.exitCode = 1
  let finished = false
  process.once('beforeExit', () => {
    if (!finished) console.error('Import stopped before it finished: nothing was reported. Run it again to resume.')
  })
  main().then(
    (complete) => {
      finished = true
      process.exit(complete ? 0 : 1)
    },
    (error: unknown) => {
      finished = true
      console.error(error)
      process.exit(1)
    },
  )
}

/** Parsed arguments, or the usage and every problem on stderr and exit code 2. */
export function argsOrUsage<T>(schema: z.ZodType<T>, raw: unknown, usage: string): T {
  const parsed = schema.safeParse(raw)
  if (parsed.success) return parsed.data
  console.error(
    `${usage}\n${parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
  )
  process.exit(2)
}

/** The same .env files `next start` reads, loaded before anything reads the environment. */
export function loadImportEnv(): void {
  nextEnv.loadEnvConfig(process.cwd())
}

/** Payload on the configured database, migrated, with the environment read as `next start` reads it. */
export async function payloadForImport(): Promise<Payload> {
  loadImportEnv()
  // A server answering requests on the same SQLite file holds its write lock only briefly: wait it out.
  process.env.SQLITE_LOCK_WAIT_MS ||= '30000'
  const [{ default: config }, { migrateDatabase }] = await Promise.all([
    import('../../src/payload.config'),
    import('../../src/lib/cms/bootstrap'),
  ])
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  return payload
}

/**
 * Tells the instances running on the same PostgreSQL database that this script wrote in bulk, so that each one
 * rebuilds its search indexes and empties its page cache. A failure leaves the import whole: it is reported.
 */
export async function tellRunningInstances(payload: Payload): Promise<void> {
  const { announceBulkChange } = await import('../../src/lib/change-feed/announce')
  await announceBulkChange(payload).catch((error: unknown) =>
    console.error('The running instances were not told of this import; restart them to see it.', error),
  )
}
