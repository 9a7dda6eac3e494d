/**
 * A small BMP reader: sharp (libvips) reads no BMP, and the avatar rules of spec 1 §9 accept it.
 * Uncompressed 1/4/8-bit (palette), 24-bit and 32-bit (plain or with bit masks) images, bottom-up
 * or top-down. Anything else is refused (undefined), as is a header that does not fit the data.
 */
export interface RawImage {
  readonly width: number
  readonly height: number
  /** RGBA, row by row from the top. */
  readonly data: Uint8Array
}

const MAX_PIXELS = 25_000_000

export function decodeBmp(bytes: Uint8Array): RawImage | undefined {
  if (bytes.length < 54 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return undefined
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const dataOffset = view.getUint32(10, true)
  const headerSize = view.getUint32(14, true)
  if (headerSize < 40) return undefined
  const width = view.getInt32(18, true)
  const rawHeight = view.getInt32(22, true)
  const bpp = view.getUint16(28, true)
  const compression = view.getUint32(30, true)
  const height = Math.abs(rawHeight)
  if (width <= 0 || height === 0 || width * height > MAX_PIXELS) return undefined
  const masks = compression === 3 && bpp === 32 ? readMasks(view, headerSize) : undefined
  if (!(compression === 0 || masks)) return undefined
  if (![1, 4, 8, 24, 32].includes(bpp)) return undefined
  const stride = Math.ceil((width * bpp) / 32) * 4
  if (dataOffset + stride * height > bytes.length) return undefined
  const paletteAt = 14 + headerSize
  const paletteSize = view.getUint32(46, true) || (bpp <= 8 ? 1 << bpp : 0)
  if (bpp <= 8 && paletteAt + paletteSize * 4 > dataOffset) return undefined

  const out = new Uint8Array(width * height * 4)
  for (let row = 0; row < height; row++) {
    const src = dataOffset + (rawHeight > 0 ? height - 1 - row : row) * stride
    for (let x = 0; x < width; x++) {
      const at = (row * width + x) * 4
      let [r, g, b, a] = [0, 0, 0, 255]
      if (bpp <= 8) {
        const perByte = 8 / bpp
        const byte = bytes[src + Math.floor(x / perByte)] as number
        const index = (byte >> (8 - bpp * ((x % perByte) + 1))) & ((1 << bpp) - 1)
        if (index >= paletteSize) return undefined
        const p = paletteAt + index * 4
        ;[b, g, r] = [bytes[p] as number, bytes[p + 1] as number, bytes[p + 2] as number]
      } else if (bpp === 24) {
        const p = src + x * 3
        ;[b, g, r] = [bytes[p] as number, bytes[p + 1] as number, bytes[p + 2] as number]
      } else {
        const pixel = view.getUint32(src + x * 4, true)
        if (masks) [r, g, b, a] = masks.map((m) => channel(pixel, m, 255)) as [number, number, number, number]
        else [b, g, r] = [pixel & 0xff, (pixel >>> 8) & 0xff, (pixel >>> 16) & 0xff]
      }
      out.set([r, g, b, a], at)
    }
  }
  return { width, height, data: out }
}

function readMasks(view: DataView, headerSize: number): Array<number> | undefined {
  // Masks follow a 40-byte header, or are inside the larger V4/V5 headers at the same place.
  const at = 54
  if (view.byteLength < at + 12) return undefined
  const alpha = headerSize >= 56 ? view.getUint32(at + 12, true) : 0
  return [view.getUint32(at, true), view.getUint32(at + 4, true), view.getUint32(at + 8, true), alpha]
}

/** Scales the bits a mask selects to 0..255; an empty mask gives `otherwise` (opaque alpha). */
function channel(pixel: number, mask: number, otherwise: number): number {
  if (mask === 0) return otherwise
  const shift = Math.clz32(mask & -mask) ^ 31
  const max = mask >>> shift
  return Math.round((((pixel & mask) >>> shift) / max) * 255)
}
