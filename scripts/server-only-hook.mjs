/**
 * `node --import ./scripts/server-only-hook.mjs`: lets scripts run outside Next (tsx, the payload CLI) load
 * server modules as the server build does: `server-only` under the `react-server` condition, and Lexical's
 * packages at their builds rather than their top-level-await wrappers (scripts/server-only-resolve.mjs).
 */
import { register } from 'node:module'

register('./server-only-resolve.mjs', import.meta.url)
