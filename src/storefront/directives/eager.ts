import type { ClientDirective } from 'astro'
import { holdEarlyUses } from './early-uses'

/**
 * `client:eager`: the island hydrates at once, as with `client:load`, and a use of its controls made while its
 * code was still on its way (a menu opened, a form sent, a button pressed on a slow phone) is kept and replayed
 * once it has hydrated, instead of being lost or submitting a form natively.
 */
const eagerDirective: ClientDirective = (load, _directive, el) => {
  const replayEarlyUses = holdEarlyUses(el)
  // Replayed after a failed hydration too: the controls then do what the browser does without the island.
  load()
    .then((run) => run())
    .catch((error: unknown) => console.error('island: hydration failed', error))
    .finally(replayEarlyUses)
}

export default eagerDirective
