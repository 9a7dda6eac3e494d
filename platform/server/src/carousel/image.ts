import sharp from 'sharp'

import { decodeBmpOffLoop } from '../images/decode-thread.ts'
import { sniffImage } from '../images/sniff.ts'

/** Spec: a carousel image is at most 2 MB. */
export const CAROUSEL_MAX_BYTES = 2_097_152
/** Larger pictures are scaled down to fit this box (a banner never needs more). */
const CAROUSEL_MAX_WIDTH = 1920
const CAROUSEL_MAX_HEIGHT = 1080

/**
 * Re-encodes an uploaded picture as webp without metadata (first frame of an animation, turned by
 * its EXIF orientation, scaled down to the box); undefined when it is not an image we take.
 */
export async function reencodeCarousel(bytes: Uint8Array): Promise<Buffer | undefined> {
  const type = sniffImage(bytes)
  if (!type) return undefined
  const options = { limitInputPixels: 25_000_000, failOn: 'error' as const }
  const bmp = type === 'bmp' ? await decodeBmpOffLoop(bytes).catch(() => undefined) : undefined
  if (type === 'bmp' && !bmp) return undefined
  const input = bmp
    ? sharp(bmp.data, { ...options, raw: { width: bmp.width, height: bmp.height, channels: 4 } })
    : sharp(bytes, options)
  return input
    .rotate()
    .resize(CAROUSEL_MAX_WIDTH, CAROUSEL_MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer()
    .catch(() => undefined)
}
