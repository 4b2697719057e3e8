import { z } from 'zod'
import { getCms } from './payload'

export const imageAssetRequest = z.object({
  id: z.union([
    z.number().int().positive(),
    z
      .string()
      .regex(/^\d{1,12}$/, 'must be a numeric asset id')
      .transform(Number),
  ]),
})

export type ImageAsset = {
  id: number
  url: string
  width: number | null
  height: number | null
  alt: string
  caption: string | null
  sizes: Record<string, { url: string; width: number | null; height: number | null }>
}

/** An image asset as card thumbnails need it, or null when there is no such image. */
export async function findImageAsset(id: number): Promise<ImageAsset | null> {
  const payload = await getCms()
  const media = await payload.findByID({
    collection: 'media',
    id,
    depth: 0,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!media?.url) return null
  const sizes = Object.fromEntries(
    Object.entries(media.sizes ?? {}).flatMap(([name, size]) =>
      size?.url ? [[name, { url: size.url, width: size.width ?? null, height: size.height ?? null }]] : [],
    ),
  )
  return {
    id: media.id,
    url: media.url,
    width: media.width ?? null,
    height: media.height ?? null,
    alt: media.alt,
    caption: media.caption ?? null,
    sizes,
  }
}
