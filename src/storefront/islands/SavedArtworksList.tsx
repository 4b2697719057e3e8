import { SavedArtworks } from '@/components/customer/SavedArtworks'
import { type SavedControls, SavedControlsProvider } from '@/components/customer/SavedControls'

type Props = { controls: SavedControls; loginHref: string; shopUrl: string | undefined }

/** The saved page's island: the customer's saved artworks as cards, each drawing its own save heart. */
export function SavedArtworksList({ controls, ...list }: Props) {
  return (
    <SavedControlsProvider value={controls}>
      <SavedArtworks {...list} />
    </SavedControlsProvider>
  )
}
