'use client'

import Image from 'next/image'
import { useState } from 'react'
import type { ImageRef } from '@/lib/cms/media'

type Props = {
  image: ImageRef | null
  aspect: '16/9' | '5/4' | '1/1' | '4/5'
  priority?: boolean
  /** `contain` shows the whole picture on a mat inside the frame; `cover` fills the frame. */
  fit?: 'cover' | 'contain'
}

const ASPECTS = {
  '16/9': 'aspect-[16/9]',
  '5/4': 'aspect-[5/4]',
  '1/1': 'aspect-square',
  '4/5': 'aspect-[4/5]',
} as const

/**
 * A card thumbnail at its card type's aspect ratio. A missing or failing image is logged and shows a quiet
 * placeholder.
 */
export function CardImage({ image, aspect, priority = false, fit = 'cover' }: Props) {
  const [failed, setFailed] = useState(false)
  const usable = image && !failed
  return (
    <div
      className={`relative ${ASPECTS[aspect]} overflow-hidden bg-seashell`}
      data-image-state={usable ? 'loaded' : 'placeholder'}
    >
      {usable ? (
        <Image
          src={image.url}
          alt={image.alt}
          fill
          unoptimized // Payload already serves sized WebP files
          priority={priority}
          sizes="(min-width: 1024px) 33vw, (min-width: 375px) 50vw, 100vw"
          className={`${fit === 'contain' ? 'object-contain' : 'object-cover'} transition-transform duration-300 group-hover:scale-[1.02]`}
          onError={() => {
            console.error(`Card image failed to load: ${image.url}`)
            setFailed(true)
          }}
        />
      ) : (
        <div role="img" aria-label={image?.alt ?? 'Image unavailable'} className="size-full" />
      )}
    </div>
  )
}
