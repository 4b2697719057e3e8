import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { fileURLToPath } from 'node:url'
import { collections } from './cms/collections'
import { restrictInternalCollections } from './cms/access/internal-collections'
import { resetRequestMutations } from './cms/auth/password-reset-request'
import { watchSessionLookups } from './cms/auth/session-lookup'
import { databaseAdapter } from './cms/database'
import { answerUnavailableDatabase } from './cms/database-unavailable'
import { Settings } from './cms/globals/Settings'
import { withSettingsPageCacheHooks } from './cms/hooks/pageCache'
import { payloadLogger } from './cms/logger'
import { env } from './lib/env'
import { mailAdapter } from './lib/mail/adapter'
import { mediaStoragePlugin } from './cms/media-storage'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()

// Payload's own start-up check (outside production) refuses @payloadcms/storage-s3 at 3.90.1 beside payload 3.90.2,
// though package.json's overrides make the adapter run on our payload. src/cms/payload-versions.test.ts checks the
// versions instead, allowing only the overridden packages (decision 0044).
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

export default buildConfig({
  email: mailAdapter(config),
  serverURL: config.SITE_URL,
  secret: config.PAYLOAD_SECRET,
  db: databaseAdapter(config.DATABASE_URL, { sqliteLockWaitMs: config.SQLITE_LOCK_WAIT_MS }),
  collections,
  plugins: [mediaStoragePlugin(config)],
  globals: [withSettingsPageCacheHooks(Settings)],
  hooks: { afterError: [answerUnavailableDatabase] },
  onInit: watchSessionLookups,
  graphQL: { mutations: resetRequestMutations },
  editor: lexicalEditor(),
  sharp,
  localization: {
    locales: [{ code: 'en-US', label: 'English (US)' }],
    defaultLocale: 'en-US',
    fallback: true,
  },
  admin: {
    user: 'users',
    // The default avatar, not Gravatar: the admin works offline and no editor's email hash leaves the site.
    avatar: 'default',
    meta: {
      titleSuffix: ' · Gallery admin',
      icons: [
        { rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' },
        { rel: 'apple-touch-icon', url: '/apple-icon.png' },
      ],
    },
    importMap: { baseDir: dirname },
    components: {
      afterNavLinks: ['/components/admin/insight/InsightNavLink#InsightNavLink'],
      views: {
        insight: { Component: '/components/admin/insight/InsightView#InsightView', path: '/insight', exact: true },
      },
    },
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
  logger: payloadLogger,
}).then(restrictInternalCollections)
