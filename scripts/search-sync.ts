/**
 * `npm run search:sync`: pushes every published record of every index, and the indexes' settings, sort replicas
 * and facets, to hosted Algolia (ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY, ALGOLIA_ADMIN_KEY). Run it once before the
 * first start on Algolia, and after a seed or an import. Exits non-zero if anything failed.
 */
import nextEnv from '@next/env'
import { getPayload } from 'payload'
import { searchProgress } from './lib/search-progress'

async function main(): Promise<void> {
  nextEnv.loadEnvConfig(process.cwd())
  const [{ default: config }, { migrateDatabase }, { algoliaConfig }, { syncToAlgolia }] = await Promise.all([
    import('../src/payload.config'),
    import('../src/lib/cms/bootstrap'),
    import('../src/lib/gallery-search/backend/algolia/config'),
    import('../src/lib/gallery-search/backend/algolia/sync'),
  ])
  const algolia = algoliaConfig()
  if (!algolia) throw new Error('search:sync needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY and ALGOLIA_ADMIN_KEY')
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  const progress = searchProgress(process.stdout)
  try {
    const report = await syncToAlgolia(payload, algolia, progress)
    progress.stop()
    console.log(`Algolia is in step: ${JSON.stringify(report)}`)
  } catch (error) {
    progress.stop()
    throw error
  }
}

const STOPPED = 'search:sync stopped before it finished: nothing was pushed for certain. Run it again.'

// Fail closed, as the import does (scripts/lib/import-script.ts): Node exits 0 when its event loop drains, even
// with a module load still pending, so only a finished run sets 0. Payload keeps
// database handles open, so the process is ended explicitly once the work is done.
process.exitCode = 1
let finished = false
process.once('beforeExit', () => {
  if (!finished) console.error(STOPPED)
})
main().then(
  () => {
    finished = true
    process.exit(0)
  },
  (error: unknown) => {
    finished = true
    console.error('search:sync failed:', error)
    process.exit(1)
  },
)
