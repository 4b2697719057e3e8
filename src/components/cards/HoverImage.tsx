'use client'

import { createContext, useContext, useState, type ComponentProps } from 'react'
import { Link } from '@/components/ui/Link'
import { ResponsiveImage } from '@/components/ui/ResponsiveImage'
import type { ImageRef } from '@/lib/cms/media'
import { HOVER_IMAGE_CLASS } from './hover-image'

const FirstHoverSeen = createContext(false)

/**
 * A card's link that remembers its first hover by a mouse or pen, or its first focus: from then on its
 * HoverImage is drawn. A touch leaves it alone, since a finger cannot hover.
 */
export function HoverCardLink(props: ComponentProps<typeof Link>) {
  const [seen, setSeen] = useState(false)
  return (
    <FirstHoverSeen value={seen}>
      <Link
        {...props}
        onPointerEnter={(event) => {
          if (event.pointerType !== 'touch') setSeen(true)
        }}
        onFocus={() => setSeen(true)}
      />
    </FirstHoverSeen>
  )
}

/**
 * A card's second picture, shown over the first while the card is hovered. It is neither in the page's HTML nor
 * fetched until its HoverCardLink is first hovered or focused: most cards never are. This is the card's own
 * state, for cards drawn inside an island; a card drawn on the server leaves its picture to the page's
 * HoverImages island instead (`hoverImageData`).
 */
export function HoverImage({ image, sizes }: { image: ImageRef; sizes: string }) {
  if (!useContext(FirstHoverSeen)) return null
  return <ResponsiveImage image={image} alt="" sizes={sizes} data-hover-image className={HOVER_IMAGE_CLASS} />
}
