import Image from 'next/image'
import type { ImageRef } from '@/lib/cms/media'

type Props = { image: ImageRef | null; aspect: '16/9' | '5/4' | '1/1' | '4/5'; priority?: boolean }

const ASPECTS = { '16/9': 'aspect-[16/9]', '5/4': 'aspect-[5/4]', '1/1': 'aspect-square', '4/5': 'aspect-[4/5]' } as const

/** A card thumbnail at the spec's ratio; a quiet placeholder when the image is missing. */
export function CardImage({ image, aspect, priority = false }: Props) {
  return (
    <div className={`relative ${ASPECTS[aspect]} overflow-hidden bg-seashell`}>
      {image ? (
        <Image
          src={image.url}
          alt={image.alt}
          fill
          unoptimized // Payload already serves sized WebP files
          priority={priority}
          sizes="(min-width: 1024px) 33vw, (min-width: 375px) 50vw, 100vw"
          className="object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        />
      ) : (
        <div role="img" aria-label="Image unavailable" className="size-full" />
      )}
    </div>
  )
}
