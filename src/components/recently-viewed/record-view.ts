import { withView } from '@/lib/recently-viewed/views'
import { readBrowserViews, signedIn, writeBrowserViews } from './browser-views'

/** Records a view of `artworkId` now; for a customer it goes to their account too, with the code loaded then. */
export function recordView(artworkId: number): void {
  const list = readBrowserViews()
  const view = { id: artworkId, at: Date.now() }
  writeBrowserViews({ ...list, views: withView(list.views, view.id, view.at) })
  if (!signedIn()) return
  import('./account-views')
    .then(({ syncAccountViews }) => syncAccountViews(view))
    .catch((error: unknown) => console.warn('recently viewed: the view could not reach the account', error))
}
