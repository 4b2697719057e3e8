import type { Payload } from 'payload'
import { localWriter } from './local-writer'
import { sqliteWriter } from './sqlite-writer'
import type { CatalogWriter } from './writer'

export type WriterChoice = 'auto' | 'local-api'

/** The bulk writer on SQLite when its table layout still matches; the Local API everywhere else. */
export async function chooseWriter(
  payload: Payload,
  choice: WriterChoice,
  warn: (message: string) => void,
): Promise<CatalogWriter> {
  if (choice === 'local-api') return localWriter(payload)
  const bulk = await sqliteWriter(payload)
  if (typeof bulk !== 'string') return bulk
  if (payload.db.name === 'sqlite') warn(`bulk insert unavailable (${bulk}); using the Local API, which is much slower`)
  return localWriter(payload)
}
