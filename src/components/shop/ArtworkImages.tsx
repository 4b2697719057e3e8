'use client'

import Image from 'next/image'
import { useState } from 'react'
import type { ImageRef } from '@/lib/cms/media'

/** One view of the work, whole, at its own aspect ratio: a buyer studies the edges as much as the middle. */
function WholeImage({ image, priority }: { image: ImageRef; priority: boolean }) {
  const [failed, setFailed] = useState(false)
  if (failed || image.width === 0 || image.height === 0) {
    return (
      <div
        role="img"
        aria-label={image.alt}
        className="aspect-[4/5] w-full bg-seashell"
        data-image-state="placeholder"
      />
    )
  }
  return (
    <Image
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      unoptimized // Payload already serves sized WebP files
      priority={priority}
      sizes="(min-width: 768px) 50vw, 100vw"
      data-image-state="loaded"
      className="mx-auto h-auto max-h-[85vh] w-auto max-w-full bg-seashell"
      onError={() => {
        console.error(`Artwork image failed to load: ${image.url}`)
        setFailed(true)
      }}
    />
  )
}

/** Every image of an artwork, first one first, none cropped. */
export function ArtworkImages({ images }: { images: ImageRef[] }) {
  return (
    <div className="space-y-6" data-artwork-images>
      {images.map((image, index) => (
        <WholeImage key={`${image.url}-${index}`} image={image} priority={index === 0} />
      ))}
    </div>
  )
}
