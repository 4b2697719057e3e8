import type { Payload } from 'payload'
import { CREATE_ADMIN_COMMAND, hasGalleryAdmin } from '@/lib/accounts/gallery-admin'
import { whileStartingAlone } from '@/lib/db'
import { env } from '@/lib/env'
import { migrationsFor } from '@/migrations'

/** Applies the committed migrations of the configured database. Safe to run at every start. */
export async function migrateDatabase(payload: Payload): Promise<void> {
  await payload.db.migrate({ migrations: migrationsFor(env().DATABASE_URL) })
}

export function demoAccountsText(): string {
  const config = env()
  const { DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD, DEMO_SHOP_EMAIL, DEMO_SHOP_PASSWORD, SITE_URL } = config
  const { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } = config
  return [
    'Demo accounts:',
    `  editor   (${SITE_URL}/admin)   ${DEMO_EDITOR_EMAIL} / ${DEMO_EDITOR_PASSWORD}`,
    `  shop     (${SITE_URL}/admin)   ${DEMO_SHOP_EMAIL} / ${DEMO_SHOP_PASSWORD}`,
    `  customer (${SITE_URL}/account) ${DEMO_CUSTOMER_EMAIL} / ${DEMO_CUSTOMER_PASSWORD}`,
  ].join('\n')
}

/**
 * At server start: migrate, then fill an empty database with the demo gallery; one instance at a time, so
 * that instances started together on one PostgreSQL database neither migrate nor seed it twice.
 */
export async function prepareDatabase(payload: Payload): Promise<{ seeded: boolean }> {
  const prepared = await whileStartingAlone(payload, () => migrateThenSeed(payload))
  if (!(await hasGalleryAdmin(payload)))
    payload.logger.info(
      `No admin account yet: an admin adds staff and switches on tracking and outside scripts. Create the gallery's with: ${CREATE_ADMIN_COMMAND}`,
    )
  return prepared
}

async function migrateThenSeed(payload: Payload): Promise<{ seeded: boolean }> {
  await migrateDatabase(payload)
  if (env().SEED_ON_START !== 'true') return { seeded: false }
  const { isGalleryEmpty, seedDemoGallery } = await import('@/lib/seed')
  if (!(await isGalleryEmpty(payload))) return { seeded: false }
  payload.logger.info('Empty database: generating the demo gallery (first start only)…')
  const started = Date.now()
  await seedDemoGallery(payload, (line) => payload.logger.info(line))
  payload.logger.info(`Demo gallery ready in ${((Date.now() - started) / 1000).toFixed(1)} s.\n${demoAccountsText()}`)
  return { seeded: true }
}
