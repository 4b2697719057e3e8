/**
 * `npm run import -- <artworks.jsonl[.gz]> [artists.jsonl[.gz]] [--limit N] [--batch-size N] [--local-api]`:
 * loads a catalog in the format of the shared museum dataset into the configured database as published
 * artists and artworks. Safe to run again and to interrupt: uids already in the database are skipped.
 * Exits 0 only once every valid line is read back from the database. The running server indexes the new
 * works at its next start.
 */
import nextEnv from '@next/env'
import { getPayload } from 'payload'
import { parseArgs } from 'node:util'
import { z } from 'zod'

// Fail closed: Node exits 0 when its event loop drains, even with this script's work still pending (an
// import() through the loader hooks can be dropped under load and never settle). Only success sets 0.
process.exitCode = 1
let finished = false
process.once('beforeExit', () => {
  if (!finished) console.error('Import stopped before it finished: nothing was reported. Run it again to resume.')
})

const argsSchema = z.object({
  files: z
    .array(z.string().regex(/\.jsonl(\.gz)?$/, 'expected a .jsonl or .jsonl.gz file'))
    .min(1)
    .max(2),
  limit: z.coerce.number().int().positive().optional(),
  batchSize: z.coerce.number().int().min(1).max(5000).optional(),
  localApi: z.boolean().default(false),
})

const USAGE =
  'Usage: npm run import -- <artworks.jsonl[.gz]> [artists.jsonl[.gz]] [--limit N] [--batch-size N] [--local-api]'

function readArgs() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { limit: { type: 'string' }, 'batch-size': { type: 'string' }, 'local-api': { type: 'boolean' } },
  })
  const parsed = argsSchema.safeParse({
    files: positionals,
    limit: values.limit,
    batchSize: values['batch-size'],
    localApi: values['local-api'],
  })
  if (parsed.success) return parsed.data
  console.error(
    `${USAGE}\n${parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
  )
  process.exit(2)
}

async function main(): Promise<boolean> {
  const args = readArgs()
  // The same .env files `next start` reads, loaded before the config reads the environment.
  nextEnv.loadEnvConfig(process.cwd())
  // A server answering requests on the same SQLite file holds its write lock only briefly: wait it out.
  process.env.SQLITE_LOCK_WAIT_MS ||= '30000'
  const [{ default: config }, { migrateDatabase }, { importCatalog, formatReport, importComplete, progressBar }] =
    await Promise.all([
      import('../src/payload.config'),
      import('../src/lib/cms/bootstrap'),
      import('../src/lib/import'),
    ])
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  const bar = progressBar()
  const [artworksFile = '', artistsFile] = args.files
  const report = await importCatalog(payload, {
    artworksFile,
    artistsFile,
    limit: args.limit,
    batchSize: args.batchSize,
    writer: args.localApi ? 'local-api' : 'auto',
    warn: bar.note,
    progress: bar.update,
  })
  bar.done()
  console.log(formatReport(report))
  return importComplete(report)
}

// Payload keeps database handles open, so the process is ended explicitly once the work is done.
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
