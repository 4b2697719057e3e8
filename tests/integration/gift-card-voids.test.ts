import { describe } from 'vitest'
import { temporarySqliteUrl } from './cms-instance'
import { giftCardVoidsSuite } from './gift-card-voids.suite'

describe('on SQLite', () => {
  giftCardVoidsSuite(temporarySqliteUrl)
})
