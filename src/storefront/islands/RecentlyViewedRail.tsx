import { type SavedControls, SavedControlsProvider } from '@/components/customer/SavedControls'
import { RecentlyViewed } from '@/components/recently-viewed/RecentlyViewed'

type Props = { controls: SavedControls; excludeArtworkId?: number; shopUrl: string | undefined }

/** The recently viewed rail, an island loaded when it scrolls into view; its cards draw their own save hearts. */
export function RecentlyViewedRail({ controls, ...rail }: Props) {
  return (
    <SavedControlsProvider value={controls}>
      <RecentlyViewed {...rail} />
    </SavedControlsProvider>
  )
}
