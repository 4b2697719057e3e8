import type { ComponentPropsWithoutRef } from 'react'
import type { ImageRef } from '@/lib/cms/media'

type Props = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> & {
  image: ImageRef
  /** How wide the image shows at each breakpoint: the browser picks the file from `srcSet` by it. */
  sizes: string
  /** The page's largest picture: fetched at once and first, never lazily. */
  priority?: boolean
}

/**
 * A CMS picture as a plain `<img>`: Payload already serves each picture in sized WebP files, so the srcset
 * lists those and no image optimizer (nor its browser code) sits in between. Width and height give the
 * browser the proportions before the file arrives, so nothing shifts when it does.
 */
export function ResponsiveImage({ image, sizes, priority = false, alt = image.alt, ...rest }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the sized files exist already (see above)
    <img
      src={image.url}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width || undefined}
      height={image.height || undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      {...rest}
    />
  )
}
