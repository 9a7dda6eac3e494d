import sharp from 'sharp'

import { decodeBmpOffLoop } from './decode-thread.ts'
import type { ImageType } from './sniff.ts'

/** The avatar's side in pixels (the crop box of the settings page). */
const AVATAR_SIZE = 200

/** Decodes (first frame of an animation), crops to the centre square, 200×200 png without metadata. */
export const reencodeAvatar = async (bytes: Uint8Array, type: ImageType): Promise<Buffer> => {
  const options = { limitInputPixels: 25_000_000, failOn: 'error' as const }
  const bmp = type === 'bmp' ? await decodeBmpOffLoop(bytes) : undefined
  if (type === 'bmp' && !bmp) throw new Error('unreadable bmp')
  const input = bmp
    ? sharp(bmp.data, { ...options, raw: { width: bmp.width, height: bmp.height, channels: 4 } })
    : sharp(bytes, options)
  return input.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).png().toBuffer()
}
