/**
 * `npm run seed`: migrate the configured database and fill it with the demo gallery.
 * Safe to run again; only missing documents are created. `--json` ends with one line of JSON
 * (the report and the start-up steps' times) for bench/seed.ts.
 */
import nextEnv from '@next/env'
import { getPayload } from 'payload'
import { tellRunningInstances } from './lib/import-script'

async function main(): Promise<void> {
  const started = performance.now()
  // The same .env files `next start` reads, loaded before the config reads the environment.
  nextEnv.loadEnvConfig(process.cwd())
  const [{ default: config }, { demoAccountsText, migrateDatabase }, { seedDemoGallery }] = await Promise.all([
    import('../src/payload.config'),
    import('../src/lib/cms/bootstrap'),
    import('../src/lib/seed'),
  ])
  const payload = await getPayload({ config })
  const ready = performance.now()
  await migrateDatabase(payload)
  const migrated = performance.now()
  const report = await seedDemoGallery(payload, (line) => console.log(`  ${line}`))
  await tellRunningInstances(payload)
  const rows = Object.keys({ ...report.created, ...report.skipped }).map(
    (collection) =>
      `  ${collection.padEnd(12)} ${String(report.created[collection] ?? 0).padStart(5)} created ${String(report.skipped[collection] ?? 0).padStart(5)} skipped`,
  )
  const { rendered, fromCache } = report.images
  console.log(
    `\nDemo gallery seeded in ${(report.durationMs / 1000).toFixed(1)} s (images: ${rendered} rendered, ${fromCache} from the cache)\n${rows.join('\n')}\n\n${demoAccountsText()}`,
  )
  if (process.argv.includes('--json')) {
    const { user, system } = process.cpuUsage()
    const startup = { loadMs: Math.round(ready - started), migrateMs: Math.round(migrated - ready) }
    console.log(JSON.stringify({ ...startup, cpuMs: Math.round((user + system) / 1000), report }))
  }
}

// Payload keeps database handles open, so the process is ended explicitly once the work is done.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
