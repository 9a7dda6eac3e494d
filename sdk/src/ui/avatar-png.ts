// The browser half of the crop: draws the chosen square of the picture onto a 200×200 canvas and
// makes a png of it (the server re-encodes it anyway, and never keeps what was sent).
import { AVATAR_SIZE, type CropArea, cropDraw } from './avatar-crop.ts'

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('unreadable image'))
    image.src = src
  })
}

/**
 * A png Blob of `area` (the cropper's pixels) of the picture at `src`, `size`×`size`. Rejects when the
 * picture cannot be read or drawn (show `sdk.avatar.unreadable`).
 */
export async function cropToPng(src: string, area: CropArea, size = AVATAR_SIZE): Promise<Blob> {
  const image = await loadImage(src)
  const draw = cropDraw(area, { width: image.naturalWidth, height: image.naturalHeight }, size)
  const canvas = document.createElement('canvas')
  canvas.width = draw.size
  canvas.height = draw.size
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no canvas')
  context.imageSmoothingQuality = 'high'
  context.drawImage(image, draw.sx, draw.sy, draw.sw, draw.sh, 0, 0, draw.size, draw.size)
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no png'))), 'image/png'),
  )
}
