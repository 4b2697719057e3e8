import { describe } from 'vitest'
import { temporarySqliteUrl } from './cms-instance'
import { shopOrdersSuite } from './shop-orders.suite'

describe('on SQLite', () => {
  shopOrdersSuite(temporarySqliteUrl)
})
