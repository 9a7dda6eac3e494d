import { css } from '@oj/sdk/css'
import { Button, Dialog } from '@oj/sdk/ui'
import { type ReactNode, useState } from 'react'
import Cropper from 'react-easy-crop'
import { FormattedMessage } from 'react-intl'

const stageStyle = css({
  position: 'relative',
  w: 'full',
  h: { base: '260px', md: '320px' },
  bg: 'gray.900',
  borderRadius: 'control',
  overflow: 'hidden',
})

export interface CropArea {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** The avatar's types and size (spec 3 §5): gif, jpg, jpeg, png, bmp, webp; at most 2 MB. */
export const AVATAR_ACCEPT = '.gif,.jpg,.jpeg,.png,.bmp,.webp'
const AVATAR_SIZE = 200

/** A message id when the file may not be the group's avatar. */
export function avatarFileError(
  file: { readonly name: string; readonly size: number },
  max: number,
): string | undefined {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? ''
  if (!AVATAR_ACCEPT.split(',').includes(`.${extension}`)) return 'groups.setting.avatarType'
  if (file.size > max) return 'groups.setting.avatarSize'
  if (file.size === 0) return 'groups.setting.avatarType'
  return undefined
}

/** A 200×200 png of the chosen square of the picture at `src`. */
export async function cropToPng(src: string, area: CropArea): Promise<Blob> {
  const image = await new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image()
    img.onload = () => resolve(img)
    img.onerror = () => reject(new Error('unreadable image'))
    img.src = src
  })
  const side = Math.max(
    1,
    Math.min(Math.round(Math.min(area.width, area.height)), image.naturalWidth, image.naturalHeight),
  )
  const sx = Math.min(Math.max(0, Math.round(area.x)), image.naturalWidth - side)
  const sy = Math.min(Math.max(0, Math.round(area.y)), image.naturalHeight - side)
  const canvas = document.createElement('canvas')
  canvas.width = AVATAR_SIZE
  canvas.height = AVATAR_SIZE
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no canvas')
  context.drawImage(image, sx, sy, side, side, 0, 0, AVATAR_SIZE, AVATAR_SIZE)
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no png'))), 'image/png'),
  )
}

/** Crops the chosen picture to a square (drag, wheel or arrow keys), then uploads it. */
export function AvatarCropDialog(props: {
  readonly image: string | undefined
  readonly busy: boolean
  readonly onCancel: () => void
  readonly onConfirm: (area: CropArea) => void
}): ReactNode {
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [area, setArea] = useState<CropArea | undefined>()
  return (
    <Dialog
      open={props.image !== undefined}
      onOpenChange={(open) => (open || props.busy ? undefined : props.onCancel())}
      closeOnInteractOutside={false}
      title={<FormattedMessage id="groups.setting.crop" />}
      footer={
        <>
          <Button variant="outline" onClick={props.onCancel} disabled={props.busy}>
            <FormattedMessage id="groups.cancel" />
          </Button>
          <Button
            loading={props.busy}
            disabled={!area}
            onClick={() => area && props.onConfirm(area)}
            data-testid="group-crop-upload"
          >
            <FormattedMessage id="groups.setting.upload" />
          </Button>
        </>
      }
    >
      {props.image ? (
        <div className={stageStyle}>
          <Cropper
            image={props.image}
            crop={crop}
            zoom={zoom}
            aspect={1}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        </div>
      ) : null}
    </Dialog>
  )
}
