import { describe } from 'vitest'
import { temporarySqliteUrl } from './cms-instance'
import { orderHoldsSuite } from './order-holds.suite'

const databaseUrl = temporarySqliteUrl()

describe('on SQLite', () => {
  orderHoldsSuite(() => databaseUrl)
})
