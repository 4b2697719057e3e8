/**
 * `npm run import -- <artworks.jsonl[.gz]> [artists.jsonl[.gz]] [--limit N] [--local-api]`: loads a
 * catalog in the format of the shared museum dataset into the configured database as published artists
 * and artworks. Safe to run again and to interrupt: uids already in the database are skipped.
 * The running server indexes the new works at its next start.
 */
import nextEnv from '@next/env'
import { getPayload } from 'payload'
import { parseArgs } from 'node:util'
import { z } from 'zod'

const argsSchema = z.object({
  files: z
    .array(z.string().regex(/\.jsonl(\.gz)?$/, 'expected a .jsonl or .jsonl.gz file'))
    .min(1)
    .max(2),
  limit: z.coerce.number().int().positive().optional(),
  localApi: z.boolean().default(false),
})

function readArgs() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { limit: { type: 'string' }, 'local-api': { type: 'boolean' } },
  })
  const parsed = argsSchema.safeParse({ files: positionals, limit: values.limit, localApi: values['local-api'] })
  if (parsed.success) return parsed.data
  console.error(
    `Usage: npm run import -- <artworks.jsonl[.gz]> [artists.jsonl[.gz]] [--limit N] [--local-api]\n${parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
  )
  process.exit(2)
}

async function main(): Promise<void> {
  const args = readArgs()
  // The same .env files `next start` reads, loaded before the config reads the environment.
  nextEnv.loadEnvConfig(process.cwd())
  const [{ default: config }, { migrateDatabase }, { importCatalog, formatReport, progressBar }] = await Promise.all([
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
    writer: args.localApi ? 'local-api' : 'auto',
    warn: bar.note,
    progress: bar.update,
  })
  bar.done()
  console.log(formatReport(report))
}

// Payload keeps database handles open, so the process is ended explicitly once the work is done.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
