import { describe } from 'vitest'
import { temporarySqliteUrl } from './cms-instance'
import { shopEnquiriesSuite } from './shop-enquiries.suite'

describe('shop enquiries on SQLite', () => {
  shopEnquiriesSuite(temporarySqliteUrl)
})
