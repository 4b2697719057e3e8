import { describe } from 'vitest'
import { temporarySqliteUrl } from './cms-instance'
import { controlCharactersSuite } from './control-characters.suite'

describe('control characters and lone surrogates on SQLite', () => {
  controlCharactersSuite(temporarySqliteUrl)
})
