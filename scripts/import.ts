/**
 * `npm run import -- <artworks.jsonl[.gz]> [artists.jsonl[.gz]] [--limit N] [--batch-size N] [--local-api]`:
 * loads a catalog in the format of the shared museum dataset into the configured database as published
 * artists and artworks. Safe to run again and to interrupt: uids already in the database are skipped.
 * Exits 0 only once every valid line is read back from the database. On PostgreSQL the running instances index
 * the new works as soon as it ends; on SQLite the server indexes them at its next start.
 */
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { argsOrUsage, payloadForImport, runImportScript, tellRunningInstances } from './lib/import-script'

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
  const raw = {
    files: positionals,
    limit: values.limit,
    batchSize: values['batch-size'],
    localApi: values['local-api'],
  }
  return argsOrUsage(argsSchema, raw, USAGE)
}

async function main(): Promise<boolean> {
  const args = readArgs()
  const payload = await payloadForImport()
  const { importCatalog, formatReport, importComplete, progressBar } = await import('../src/lib/import')
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
  await tellRunningInstances(payload)
  console.log(formatReport(report))
  return importComplete(report)
}

runImportScript(main)
