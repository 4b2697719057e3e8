import { FollowArtistButton } from '@/components/customer/FollowArtistButton'
import { type SavedControls, SavedControlsProvider } from '@/components/customer/SavedControls'

type Props = { controls: SavedControls; slug: string; name: string }

/** An artist's Follow button, as an island of its own in server-rendered cards and pages. */
export function FollowArtist({ controls, ...button }: Props) {
  return (
    <SavedControlsProvider value={controls}>
      <FollowArtistButton {...button} />
    </SavedControlsProvider>
  )
}
