import { css } from '@oj/sdk/css'
import { Button, Dialog } from '@oj/sdk/ui'
import { type ReactNode, useState } from 'react'
import Cropper from 'react-easy-crop'
import { FormattedMessage, useIntl } from 'react-intl'

import type { Area } from './avatar-file.ts'

const stageStyle = css({
  position: 'relative',
  w: 'full',
  h: { base: '260px', md: '320px' },
  bg: 'gray.900',
  borderRadius: 'control',
  overflow: 'hidden',
})
const zoomStyle = css({ display: 'flex', alignItems: 'center', gap: '3', mt: '4', fontSize: 'sm' })
const rangeStyle = css({ flex: '1', accentColor: 'var(--colors-accent-default)' })
const hintStyle = css({ color: 'fg.muted', fontSize: 'sm', mt: '2' })

const MIN_ZOOM = 1
const MAX_ZOOM = 4

export interface CropDialogProps {
  /** The chosen picture (an object URL); the dialog is open while there is one. */
  readonly image: string | undefined
  readonly busy?: boolean
  readonly onCancel: () => void
  /** The square chosen, in the picture's own pixels. */
  readonly onConfirm: (area: Area) => void
}

/** Crops the chosen picture to a square (react-easy-crop; drag, wheel, arrow keys or the zoom slider). */
export function CropDialog(props: CropDialogProps): ReactNode {
  const intl = useIntl()
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [area, setArea] = useState<Area | undefined>()
  const open = props.image !== undefined
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !props.busy) props.onCancel()
      }}
      closeOnInteractOutside={false}
      title={<FormattedMessage id="frame.settings.cropTitle" />}
      footer={
        <>
          <Button variant="outline" onClick={props.onCancel} disabled={props.busy}>
            <FormattedMessage id="frame.settings.cancel" />
          </Button>
          <Button
            loading={props.busy}
            disabled={!area}
            onClick={() => area && props.onConfirm(area)}
            data-testid="crop-upload"
          >
            <FormattedMessage id="frame.settings.cropUpload" />
          </Button>
        </>
      }
    >
      {props.image ? (
        <div data-testid="crop-dialog">
          <div className={stageStyle}>
            <Cropper
              image={props.image}
              crop={crop}
              zoom={zoom}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              aspect={1}
              cropShape="rect"
              showGrid
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          </div>
          <p className={hintStyle}>
            <FormattedMessage id="frame.settings.cropHint" />
          </p>
          <label className={zoomStyle}>
            <FormattedMessage id="frame.settings.zoom" />
            <input
              type="range"
              className={rangeStyle}
              min={MIN_ZOOM}
              max={MAX_ZOOM}
              step={0.05}
              value={zoom}
              aria-valuetext={`${Math.round(zoom * 100)}%`}
              onChange={(e) => setZoom(Number(e.currentTarget.value))}
              aria-label={intl.formatMessage({ id: 'frame.settings.zoom' })}
            />
          </label>
        </div>
      ) : null}
    </Dialog>
  )
}
