import { SaveArtworkButton } from '@/components/customer/SaveArtworkButton'
import { type SavedControls, SavedControlsProvider } from '@/components/customer/SavedControls'

type Props = { controls: SavedControls; artworkId: number; title: string }

/** An artwork's save heart, as an island of its own in server-rendered cards and pages. */
export function SaveArtwork({ controls, ...button }: Props) {
  return (
    <SavedControlsProvider value={controls}>
      <SaveArtworkButton {...button} />
    </SavedControlsProvider>
  )
}
