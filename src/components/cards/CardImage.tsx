import { ResponsiveImage } from '@/components/ui/ResponsiveImage'
import type { ImageRef } from '@/lib/cms/media'

type Props = {
  image: ImageRef | null
  aspect: '16/9' | '5/4' | '1/1' | '4/5'
  priority?: boolean
  /** `contain` shows the whole picture on a mat inside the frame; `cover` fills the frame. */
  fit?: 'cover' | 'contain'
  /** How wide the frame shows at each breakpoint; a card in the three-column grid by default. */
  sizes?: string
}

const ASPECTS = {
  '16/9': 'aspect-[16/9]',
  '5/4': 'aspect-[5/4]',
  '1/1': 'aspect-square',
  '4/5': 'aspect-[4/5]',
} as const

export const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 375px) 50vw, 100vw'

/**
 * A card thumbnail at its card type's aspect ratio. A missing image shows a quiet placeholder; one that fails
 * to load turns into the same placeholder (`watchImageFailures`, run by the layout).
 */
export function CardImage({ image, aspect, priority = false, fit = 'cover', sizes = CARD_SIZES }: Props) {
  return (
    <div
      className={`relative ${ASPECTS[aspect]} overflow-hidden bg-seashell`}
      data-image-state={image ? 'loaded' : 'placeholder'}
      {...(image ? {} : { role: 'img', 'aria-label': 'Image unavailable' })}
    >
      {image ? (
        <ResponsiveImage
          image={image}
          sizes={sizes}
          priority={priority}
          className={`absolute inset-0 size-full ${fit === 'contain' ? 'object-contain' : 'object-cover'} transition-transform duration-300 group-hover:scale-[1.02]`}
        />
      ) : null}
    </div>
  )
}
