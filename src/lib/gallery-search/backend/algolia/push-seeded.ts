import 'server-only'
import type { Payload } from 'payload'
import { log } from '@/lib/log'
import { algoliaConfig } from './config'
import { syncToAlgolia } from './sync'

/** After the first start's demo seed, which skips the hooks: what `npm run search:sync` does, logged. */
export async function pushSeededGallery(payload: Payload): Promise<void> {
  const config = algoliaConfig()
  if (!config) return
  try {
    const report = await syncToAlgolia(payload, config, { start: () => undefined, advance: () => undefined })
    log.info({ report }, 'search: the seeded gallery was pushed to Algolia')
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    log.error({ reason }, 'search: pushing the seeded gallery to Algolia failed; run npm run search:sync')
  }
}
