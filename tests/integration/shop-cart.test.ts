import { describe } from 'vitest'
import { temporarySqliteUrl } from './cms-instance'
import { shopCartSuite } from './shop-cart.suite'

describe('the cart on SQLite', () => {
  shopCartSuite(temporarySqliteUrl)
})
