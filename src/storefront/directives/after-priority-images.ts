/** The page's first pictures, which the server marks for the browser to fetch first. */
const PRIORITY_IMAGES = 'img[fetchpriority="high"]'
/** The longest an island waits for them, so that a picture slow to come never keeps its controls inert for long. */
const MAX_WAIT_MS = 1_000
/** A frame that never comes (a tab in the background) does not hold the island either. */
const MAX_FRAME_WAIT_MS = 100

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** After the next frame has been drawn, in a task of its own. */
function afterNextFrame(): Promise<void> {
  const framed = new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  return Promise.race([framed, delay(MAX_FRAME_WAIT_MS)])
}

/**
 * Resolves once the page has been parsed, its priority images are decoded (or have failed) and a frame has shown
 * them, or after at most a second of waiting for them. An island's code run before that would take the main thread
 * from the frame that paints them: the page's largest picture would then wait for the island.
 */
export async function afterPriorityImagesShown(): Promise<void> {
  // An island above the pictures in the page is met before they are parsed.
  if (document.readyState === 'loading')
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
  const images = [...document.querySelectorAll<HTMLImageElement>(PRIORITY_IMAGES)]
  if (images.length > 0)
    await Promise.race([Promise.allSettled(images.map((image) => image.decode())), delay(MAX_WAIT_MS)])
  await afterNextFrame()
}

/** Fetches the island's modules now without running them, so that waiting to run them costs no time on the wire. */
export function preloadIslandCode(island: HTMLElement): void {
  for (const attribute of ['component-url', 'renderer-url']) {
    const href = island.getAttribute(attribute)
    if (!href || document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) continue
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
}
