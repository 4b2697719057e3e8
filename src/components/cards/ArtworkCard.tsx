import { SaveArtworkButton } from '@/components/customer/SaveArtworkButton'
import type { ReactNode } from 'react'
import type { ArtworkCardData } from '@/lib/catalog/artwork-card'
import { cardState } from '@/lib/catalog/price-label'
import { CARD_SIZES, CardImage } from './CardImage'
import { HoverCardLink, HoverImage } from './HoverImage'
import { hoverImageData } from './hover-image'

type Props = {
  artwork: ArtworkCardData
  productHref: string
  priority?: boolean
  /** The save heart's island, when the card is drawn on the server; inside an island the heart is drawn here. */
  saveButton?: ReactNode
  /**
   * The card is drawn on the server and never hydrated: its hover picture is left as data for the page's
   * HoverImages island to draw on first hover or focus. Inside an island the card draws it itself.
   */
  hoverFromPage?: boolean
}

/** An artwork with its availability and price state; sold works are dimmed. */
export function ArtworkCard({ artwork, productHref, priority, saveButton, hoverFromPage = false }: Props) {
  const state = cardState(artwork)
  const hover = artwork.hoverImage
  const hoverData = hover && hoverFromPage ? hoverImageData(hover, CARD_SIZES) : {}
  return (
    // The heart sits beside the link, over the image: a button inside a link would be invalid and unreachable.
    <div className="relative">
      <HoverCardLink
        href={productHref}
        className="group block"
        data-card="artwork"
        data-state={state.kind}
        data-has-hover-image={artwork.hoverImage ? true : undefined}
      >
        {/* Sold works are dimmed through their image, so the text keeps its contrast. */}
        <div className={`relative ${state.kind === 'sold' ? 'opacity-50 grayscale-[40%]' : ''}`} {...hoverData}>
          {/* Works are shown whole on a mat: a crop would hide a landscape's edges on the one image a buyer sees. */}
          <CardImage image={artwork.image} aspect="4/5" fit="contain" priority={priority} />
          {hover && !hoverFromPage ? <HoverImage image={hover} sizes={CARD_SIZES} /> : null}
        </div>
        <h3 className="mt-3 font-medium group-hover:underline">{artwork.title}</h3>
        <p className="text-sm text-muted">{artwork.artistName}</p>
        <p className="mt-1 text-sm" data-price>
          {state.label}
        </p>
      </HoverCardLink>
      <div className="absolute right-2 top-2">
        {saveButton ?? <SaveArtworkButton artworkId={Number(artwork.id)} title={artwork.title} />}
      </div>
    </div>
  )
}
