import { describe } from 'vitest'
import { checkoutStripeSuite } from './checkout-stripe.suite'
import { temporarySqliteUrl } from './cms-instance'

const databaseUrl = temporarySqliteUrl()

describe('on SQLite', () => {
  checkoutStripeSuite(() => databaseUrl)
})
