import { describe } from 'vitest'
import { galleryNoticesSuite } from './gallery-notices.suite'

const postgresUrl = process.env.TEST_POSTGRES_URL

describe.runIf(Boolean(postgresUrl))('on PostgreSQL', () => {
  galleryNoticesSuite(() => postgresUrl ?? '')
})
