// The avatar rules (a user's and a group's: spec 1 §5 and §9, spec 3 §5), checked in the browser
// before any upload, and the maths that turns the cropper's chosen area into the 200×200 picture sent.

/** 2 MB, these types, a 200×200 crop box. */
export const AVATAR_MAX_BYTES = 2_097_152
const AVATAR_TYPES = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const
export const AVATAR_SIZE = 200
/** What the file picker offers (the check below still runs: a picker can be told "all files"). */
export const AVATAR_ACCEPT = AVATAR_TYPES.map((t) => `.${t}`).join(',')

const MIME_TYPES = new Set([
  'image/gif',
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'image/bmp',
  'image/x-ms-bmp',
  'image/webp',
])

export interface ChosenFile {
  readonly name: string
  readonly type: string
  readonly size: number
}

/** A message id (of the ui kit) when the file may not be an avatar: by its extension, its declared type, its size. */
export function avatarFileError(file: ChosenFile): string | undefined {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase()
  const knownExtension = (AVATAR_TYPES as ReadonlyArray<string>).includes(extension ?? '')
  // Some systems declare no type; the extension then decides (the server sniffs the bytes anyway).
  if (!knownExtension || (file.type !== '' && !MIME_TYPES.has(file.type.toLowerCase())))
    return 'sdk.avatar.type'
  if (file.size > AVATAR_MAX_BYTES) return 'sdk.avatar.size'
  if (file.size === 0) return 'sdk.avatar.empty'
  return undefined
}

/** A part of the picture, in its own pixels (react-easy-crop's `croppedAreaPixels`). */
export interface CropArea {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** drawImage's arguments: the source square inside the image, drawn onto the output square. */
export interface CropDraw {
  readonly sx: number
  readonly sy: number
  readonly sw: number
  readonly sh: number
  readonly size: number
}

/**
 * The cropper's pixel area (which may poke out of the picture by rounding, or be a little off
 * square) as a square inside the image of `natural` size, centred where the area was; drawn at
 * `size`×`size`.
 */
export function cropDraw(
  area: CropArea,
  natural: { readonly width: number; readonly height: number },
  size = AVATAR_SIZE,
): CropDraw {
  const side = Math.max(
    1,
    Math.min(Math.round(Math.min(area.width, area.height)), natural.width, natural.height),
  )
  const centreX = area.x + area.width / 2
  const centreY = area.y + area.height / 2
  const clamp = (v: number, max: number) => Math.min(Math.max(0, v), Math.max(0, max))
  const sx = clamp(Math.round(centreX - side / 2), natural.width - side)
  const sy = clamp(Math.round(centreY - side / 2), natural.height - side)
  return { sx, sy, sw: side, sh: side, size }
}
