import { useEffect } from 'react'
import { SaveArtworkButton } from '@/components/customer/SaveArtworkButton'
import { type SavedControls, SavedControlsProvider } from '@/components/customer/SavedControls'

type Props = { controls: SavedControls; artworkId: number; title: string; recordsView?: boolean }

/**
 * An artwork's save heart, as an island of its own in server-rendered cards and pages. On the work's own page it
 * also records the view for the recently viewed rail: the page ships this island anyway, so the view costs no
 * island of its own.
 */
export function SaveArtwork({ controls, recordsView = false, ...button }: Props) {
  useEffect(() => {
    if (!recordsView) return
    // Loaded once the page has hydrated: the recorder (about 1 KB) delays none of the page's islands.
    import('@/components/recently-viewed/record-view')
      .then(({ recordView }) => recordView(button.artworkId))
      .catch((error: unknown) => console.warn('recently viewed: the view was not recorded', error))
  }, [recordsView, button.artworkId])
  return (
    <SavedControlsProvider value={controls}>
      <SaveArtworkButton {...button} />
    </SavedControlsProvider>
  )
}
