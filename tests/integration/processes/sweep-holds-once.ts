/**
 * `tsx sweep-holds-once.ts <database url>`: a server instance starting up on the database as
 * src/instrumentation-node.ts starts it, whose hold sweeper sweeps at once. Prints `swept <counts>` (JSON) once
 * that first sweep is done, and exits.
 */
import { startCms } from '../cms-instance'

const payload = await startCms(process.argv[2] ?? '')
// Imported only now: the app's modules read the environment startCms has just set.
const { startHoldSweeper } = await import('@/lib/shop/holds/hold-sweeper')
const counts = await startHoldSweeper(payload)
console.log(`swept ${JSON.stringify(counts)}`)
await payload.db.destroy?.()
process.exit(0)
