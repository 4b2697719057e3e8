import type { SerializedUploadNode } from '@payloadcms/richtext-lexical'
import { ResponsiveImage } from '@/components/ui/ResponsiveImage'
import { imageRef } from '@/lib/cms/media'
import type { Media } from '@/payload-types'

function isMedia(node: SerializedUploadNode, value: unknown): value is Media {
  return node.relationTo === 'media' && typeof value === 'object' && value !== null && 'url' in value
}

/** An image embedded in rich text, with its caption: the node's own caption field, else the media's. */
export function UploadFigure({ node }: { node: SerializedUploadNode }) {
  if (!isMedia(node, node.value)) return null
  const image = imageRef(node.value, 'card')
  if (!image) return null
  const ownCaption = node.fields?.caption
  const caption = typeof ownCaption === 'string' && ownCaption ? ownCaption : image.caption
  return (
    <figure className="my-8" data-rich-text="figure">
      <div data-image-state="loaded">
        <ResponsiveImage
          image={{ ...image, width: image.width || 960, height: image.height || 720 }}
          sizes="(min-width: 768px) 720px, 100vw"
          className="h-auto w-full bg-seashell"
        />
      </div>
      {caption ? <figcaption className="mt-2 text-sm text-muted">{caption}</figcaption> : null}
    </figure>
  )
}
