import { describe } from 'vitest'
import { controlCharactersSuite } from './control-characters.suite'

const postgresUrl = process.env.TEST_POSTGRES_URL

// CI always sets TEST_POSTGRES_URL (.ci/run starts PostgreSQL); a laptop without one runs SQLite only.
describe.runIf(Boolean(postgresUrl))('control characters and lone surrogates on PostgreSQL', () => {
  controlCharactersSuite(() => postgresUrl ?? '')
})
