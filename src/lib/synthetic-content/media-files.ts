import sharp, { type Sharp } from 'sharp'
import { MEDIA_FORMAT, MEDIA_SIZES, type MediaSizeName } from '@/cms/collections/media-format'

export type ImageFile = { data: Buffer; width: number; height: number }

/** What the media collection stores for one image: the original and each configured size. */
export type MediaFiles = { original: ImageFile; sizes: { name: MediaSizeName; file: ImageFile }[] }

function alphaIsOpaque(rgba: Buffer): boolean {
  for (let alpha = 3; alpha < rgba.length; alpha += 4) if (rgba[alpha] !== 255) return false
  return true
}

/**
 * libwebp's effort 2 instead of the default 4 that Payload encodes uploads with: measured on the demo images,
 * half the encoding time (the seed's largest cost) for files 6% larger at the same quality, 0.1 dB lower PSNR.
 */
export const GENERATED_WEBP_EFFORT = 2

/** libwebp's own default, which Payload's upload processing uses. */
export const UPLOAD_WEBP_EFFORT = 4

type Encode = (image: Sharp) => Promise<ImageFile>

const encoder =
  (effort: number): Encode =>
  async (image) => {
    const { data, info } = await image
      .toFormat(MEDIA_FORMAT.format, { ...MEDIA_FORMAT.options, effort })
      .toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  }

/**
 * Payload's width-only size of a wider image (resizeWithFocalPoint, focal point at the centre): it scales by
 * the side that covers the target box (width × the height the aspect gives), then crops the box around the
 * centre. A scale that already lands on the box needs no crop, the usual case; otherwise the crop is taken.
 */
async function downsized(encode: Encode, pixels: () => Sharp, source: ImageFile, width: number): Promise<ImageFile> {
  const aspect = source.width / source.height
  const height = Math.round(width / aspect)
  const scaled = () =>
    width / height < aspect
      ? pixels().resize({ height, fastShrinkOnLoad: false })
      : pixels().resize({ width, fastShrinkOnLoad: false })
  const file = await encode(scaled())
  if (file.width === width && file.height === height) return file
  const { info } = await scaled().raw().toBuffer({ resolveWithObject: true })
  const centred = (scaledSide: number, side: number) =>
    Math.max(0, Math.floor(Math.min(scaledSide * 0.5 - side / 2, scaledSide - side)))
  return encode(
    scaled().extract({ left: centred(info.width, width), top: centred(info.height, height), width, height }),
  )
}

/**
 * Renders an SVG once and encodes what the media collection would store had it been uploaded: the original as
 * WebP and every size, from the same pixels by the same operations as Payload's upload processing, without a PNG
 * in between. At UPLOAD_WEBP_EFFORT the files are byte for byte an upload's (tests/integration/seed-media.test.ts).
 */
export async function renderMediaFiles(svg: string, effort = GENERATED_WEBP_EFFORT): Promise<MediaFiles> {
  const encode = encoder(effort)
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true })
  const raw = { width: info.width, height: info.height, channels: info.channels }
  // WebP stores no alpha for an opaque image, so dropping the band changes no byte and saves a tenth of the work.
  const opaque = info.channels === 4 && alphaIsOpaque(data)
  const pixels = () => (opaque ? sharp(data, { raw }).removeAlpha() : sharp(data, { raw }))
  const original = await encode(pixels())
  const sizes: MediaFiles['sizes'] = []
  for (const { name, width } of MEDIA_SIZES) {
    // Never enlarged: a narrower image keeps its own pixels, which encode to the original's bytes.
    sizes.push({ name, file: original.width < width ? original : await downsized(encode, pixels, original, width) })
  }
  return { original, sizes }
}
