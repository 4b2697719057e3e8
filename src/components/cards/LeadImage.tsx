import { imageRef } from '@/lib/cms/media'
import { CardImage } from './CardImage'

type Props = { media: Parameters<typeof imageRef>[0]; aspect: '5/4' | '1/1'; sizes: string }

/** A detail page's picture under its title: the original file, fetched first as it is in the first screen. */
export function LeadImage({ media, aspect, sizes }: Props) {
  return (
    <div className="mt-8">
      <CardImage image={imageRef(media, 'original')} aspect={aspect} priority sizes={sizes} />
    </div>
  )
}
