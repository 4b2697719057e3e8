import type { ClientDirective } from 'astro'
import { afterPriorityImagesShown, preloadIslandCode } from './after-priority-images'
import { holdEarlyUses } from './early-uses'

/**
 * `client:eager`: the island hydrates at once, as with `client:load`, but not before the page's first pictures
 * are shown (its code is fetched meanwhile), and a use of its controls made while it had not hydrated (a menu
 * opened, a form sent, a button pressed on a slow phone) is kept and replayed once it has, instead of being lost
 * or submitting a form natively.
 */
const eagerDirective: ClientDirective = (load, _directive, el) => {
  const replayEarlyUses = holdEarlyUses(el)
  preloadIslandCode(el)
  // Replayed after a failed hydration too: the controls then do what the browser does without the island.
  afterPriorityImagesShown()
    .then(load)
    .then((run) => run())
    .catch((error: unknown) => console.error('island: hydration failed', error))
    .finally(replayEarlyUses)
}

export default eagerDirective
