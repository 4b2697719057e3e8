/**
 * `node --import ./scripts/server-only-hook.mjs`: lets scripts run outside Next (tsx, the payload CLI)
 * load server modules. `server-only` throws unless resolved under the `react-server` condition, as Next
 * does for server code; this resolves it the same way, and nothing else.
 */
import { register } from 'node:module'

register('./server-only-resolve.mjs', import.meta.url)
