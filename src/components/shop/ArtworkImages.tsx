import { ResponsiveImage } from '@/components/ui/ResponsiveImage'
import type { ImageRef } from '@/lib/cms/media'

/**
 * One view of the work, whole, at its own aspect ratio: a buyer studies the edges as much as the middle.
 * A picture that fails to load turns into a placeholder of the same box (`watchImageFailures`, run by the layout).
 */
function WholeImage({ image, priority }: { image: ImageRef; priority: boolean }) {
  if (image.width === 0 || image.height === 0) {
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
    <div data-image-state="loaded">
      <ResponsiveImage
        image={image}
        priority={priority}
        sizes="(min-width: 768px) 50vw, 100vw"
        // A definite width lets the browser size the box from width and height before the file arrives, so
        // nothing below it moves; a tall work is held to the screen's height and shown whole on its mat.
        className="h-auto max-h-[85vh] w-full bg-seashell object-contain"
      />
    </div>
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
