// What an uploaded picture really is, by its first bytes.

export type ImageType = 'gif' | 'jpeg' | 'png' | 'bmp' | 'webp'

/** The type by the first bytes, whatever the file's name or declared type say. */
export function sniffImage(b: Uint8Array): ImageType | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to))
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif'
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg'
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
  if (ascii(0, 2) === 'BM' && b.length > 54) return 'bmp'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  return undefined
}
