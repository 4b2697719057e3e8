import { ArtworkGridClient } from '@/components/artwork-grid/ArtworkGridClient'
import type { ArtworkGridData } from '@/components/artwork-grid/server/initial-results'
import { type SavedControls, SavedControlsProvider } from '@/components/customer/SavedControls'

type Props = { grid: ArtworkGridData; controls: SavedControls; shopUrl: string; label: string }

/**
 * The artwork grid as one island: its filters, sort and Show More, and the cards with their hearts (drawn by
 * the cards themselves, inside the island). It shows the server's first results until the visitor acts, then
 * loads InstantSearch (decision 0019).
 */
export function ArtworkGrid({ grid, controls, shopUrl, label }: Props) {
  return (
    <SavedControlsProvider value={controls}>
      <ArtworkGridClient {...grid} shopUrl={shopUrl || undefined} label={label} />
    </SavedControlsProvider>
  )
}
