import { formatDimensions } from '@/lib/catalog/dimensions'
import { READY_FOR_PICKUP } from '@/lib/catalog/ready-for-pickup'
import type { ProductDoc } from '@/lib/cms/artworks'

type Props = {
  artwork: Pick<ProductDoc, 'materials' | 'dimensions' | 'orientation' | 'sizeBucket' | 'readyForPickup'>
  medium: string
  availability: string
}

/** What a collector checks before buying: medium and materials, size in both units, availability. */
export function ProductFacts({ artwork, medium, availability }: Props) {
  const size = [artwork.orientation, artwork.sizeBucket].filter(Boolean).join(' · ')
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      <dt className="text-muted">Medium</dt>
      <dd>{[medium, artwork.materials].filter(Boolean).join(' · ')}</dd>
      <dt className="text-muted">Dimensions</dt>
      <dd data-dimensions>{formatDimensions(artwork.dimensions ?? {})}</dd>
      <dt className="text-muted">Size</dt>
      <dd>{size}</dd>
      <dt className="text-muted">Availability</dt>
      <dd>
        {availability}
        {artwork.readyForPickup ? ` · ${READY_FOR_PICKUP.label}` : ''}
      </dd>
    </dl>
  )
}
