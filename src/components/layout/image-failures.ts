const FRAME = '[data-image-state]'

function showPlaceholder(image: HTMLImageElement) {
  console.error(`Image failed to load: ${image.currentSrc || image.src}`)
  const frame = image.closest<HTMLElement>(FRAME)
  if (!frame || frame.dataset.imageState === 'placeholder') return
  frame.dataset.imageState = 'placeholder'
  frame.setAttribute('role', 'img')
  frame.setAttribute('aria-label', image.alt || 'Image unavailable')
}

/**
 * A picture that fails to load is logged and its frame turns into the quiet placeholder (the image is hidden
 * by CSS). One listener for the whole page, so no picture needs browser code of its own, and no framework: the
 * page's script runs it as soon as the document is parsed.
 */
export function watchImageFailures(): void {
  // Pictures that failed before this script ran have already fired their error event.
  for (const image of document.querySelectorAll<HTMLImageElement>('img')) {
    if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) showPlaceholder(image)
  }
  // Load errors do not bubble: they are seen while capturing.
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) showPlaceholder(event.target)
    },
    true,
  )
}
