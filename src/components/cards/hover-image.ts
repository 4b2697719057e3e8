import type { ImageRef } from '@/lib/cms/media'

/**
 * A card's second picture lies over the first, shown while the card is hovered. Touch screens have no hover: the
 * picture is not even laid out there, so never fetched.
 */
export const HOVER_IMAGE_CLASS =
  'absolute inset-0 size-full object-contain opacity-0 transition-opacity duration-300 [@media(pointer:coarse)]:hidden [@media(hover:hover)_and_(pointer:fine)]:group-hover:opacity-100'

/**
 * What a server-rendered card says of its hover picture, on the frame the picture is drawn into: data, not an
 * `<img>`, so the page neither carries nor fetches the picture until `drawHoverImage` draws it.
 */
export function hoverImageData(image: ImageRef, sizes: string): Record<`data-hover-${string}`, string> {
  return {
    'data-hover-src': image.url,
    'data-hover-srcset': image.srcSet ?? '',
    'data-hover-sizes': sizes,
    'data-hover-width': String(image.width || ''),
    'data-hover-height': String(image.height || ''),
  }
}

const FRAME = '[data-hover-src]'

/** Draws the hover picture of the card around `target` once, from its frame's data (`hoverImageData`). */
export function drawHoverImage(target: EventTarget | null): void {
  if (!(target instanceof Element)) return
  const card = target.closest('[data-has-hover-image]')
  const frame = card?.querySelector<HTMLElement>(FRAME)
  if (!frame) return
  const { hoverSrc, hoverSrcset, hoverSizes, hoverWidth, hoverHeight } = frame.dataset
  for (const name of ['src', 'srcset', 'sizes', 'width', 'height']) frame.removeAttribute(`data-hover-${name}`)
  const image = document.createElement('img')
  image.alt = ''
  image.loading = 'lazy'
  image.decoding = 'async'
  image.className = HOVER_IMAGE_CLASS
  image.dataset.hoverImage = ''
  if (hoverSrcset) {
    image.srcset = hoverSrcset
    if (hoverSizes) image.sizes = hoverSizes
  }
  if (hoverWidth) image.width = Number(hoverWidth)
  if (hoverHeight) image.height = Number(hoverHeight)
  image.src = hoverSrc ?? ''
  frame.append(image)
}

/**
 * Draws each server-rendered card's hover picture on its first hover by a mouse or pen, or its first focus: one
 * listener for the whole page rather than one per card. Returns what removes the listeners.
 */
export function delegateHoverImages(root: Document): () => void {
  const onPointer = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') drawHoverImage(event.target)
  }
  const onFocus = (event: FocusEvent) => drawHoverImage(event.target)
  root.addEventListener('pointerover', onPointer, { passive: true })
  root.addEventListener('focusin', onFocus)
  return () => {
    root.removeEventListener('pointerover', onPointer)
    root.removeEventListener('focusin', onFocus)
  }
}
