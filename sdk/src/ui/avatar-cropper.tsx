// The crop dialog's body: react-easy-crop, its hint and the zoom slider. A lazy chunk of its own
// (AvatarCropDialog loads it on open), so that the kit every page loads does not carry the cropper.
import { css } from '@oj/sdk/css'
import { type ReactNode, useState } from 'react'
import Cropper from 'react-easy-crop'
import { FormattedMessage, useIntl } from 'react-intl'

import type { CropArea } from './avatar-crop.ts'

// The same box as the dialog's fallback while this chunk loads, so that the dialog does not jump.
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

export interface AvatarCropperProps {
  /** The picture's address (an object URL, a data URL). */
  readonly image: string
  /** The square chosen, in the picture's own pixels, each time the user lets go. */
  readonly onArea: (area: CropArea) => void
}

/** A square crop of the picture: drag, wheel, arrow keys or the zoom slider. */
export function AvatarCropper(props: AvatarCropperProps): ReactNode {
  const intl = useIntl()
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(MIN_ZOOM)
  return (
    <>
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
          onCropComplete={(_, pixels) => props.onArea(pixels)}
        />
      </div>
      <p className={hintStyle}>
        <FormattedMessage id="sdk.crop.hint" />
      </p>
      <label className={zoomStyle}>
        <FormattedMessage id="sdk.crop.zoom" />
        <input
          type="range"
          className={rangeStyle}
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          aria-valuetext={`${Math.round(zoom * 100)}%`}
          onChange={(e) => setZoom(Number(e.currentTarget.value))}
          aria-label={intl.formatMessage({ id: 'sdk.crop.zoom' })}
        />
      </label>
    </>
  )
}
