import { describe } from 'vitest'
import { temporarySqliteUrl } from './cms-instance'
import { galleryNoticesSuite } from './gallery-notices.suite'

const databaseUrl = temporarySqliteUrl()

describe('on SQLite', () => {
  galleryNoticesSuite(() => databaseUrl)
})
