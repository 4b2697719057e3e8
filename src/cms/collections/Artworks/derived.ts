import type { CollectionBeforeChangeHook } from 'payload'
import { orientationOf, sizeBucketOf } from '@/lib/catalog/dimensions'

/** Orientation and size bucket are facts of the dimensions, so editors never set them by hand. */
export const deriveOrientationAndSize: CollectionBeforeChangeHook = ({ data }) => {
  const width = Number(data.dimensions?.width)
  const height = Number(data.dimensions?.height)
  if (width > 0 && height > 0) {
    data.orientation = orientationOf(width, height)
    data.sizeBucket = sizeBucketOf(width, height)
  }
  return data
}
