import { css } from '@oj/sdk/css'
import { type ReactNode, useState } from 'react'
import { FormattedMessage } from 'react-intl'

import type { CropArea } from './avatar-crop.ts'
import { Button } from './button.tsx'
import { Dialog } from './dialog.tsx'
import { onDemand } from './on-demand.ts'

// The size of the cropper's stage, so that the dialog does not jump when it comes.
const fallbackStyle = css({
  w: 'full',
  h: { base: '260px', md: '320px' },
  bg: 'bg.muted',
  borderRadius: 'control',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'fg.muted',
  fontSize: 'sm',
})

// react-easy-crop comes with the dialog's first opening, not with the kit every page loads.
const AvatarCropper = onDemand(
  () => import('./avatar-cropper.tsx').then((m) => m.AvatarCropper),
  () => (
    <div className={fallbackStyle} role="status">
      <FormattedMessage id="sdk.crop.loading" />
    </div>
  ),
)

export interface AvatarCropDialogProps {
  /** The chosen picture (an object URL); the dialog is open while there is one. */
  readonly image: string | undefined
  /** While the crop is being sent: the buttons wait and the dialog stays open. */
  readonly busy?: boolean
  readonly onCancel: () => void
  /** The square chosen, in the picture's own pixels (`cropToPng` makes the 200×200 png of it). */
  readonly onConfirm: (area: CropArea) => void
  /** The dialog's title ('Crop the avatar' when not given). */
  readonly title?: ReactNode
  /** The confirm button's text ('Upload' when not given). */
  readonly confirmLabel?: ReactNode
  /** The body's data-testid, 'crop-dialog' when not given. */
  readonly testId?: string
  /** The confirm button's data-testid, 'crop-upload' when not given. */
  readonly confirmTestId?: string
}

/** Crops the chosen picture to a square (an avatar's); confirming hands the square to the caller. */
export function AvatarCropDialog(props: AvatarCropDialogProps): ReactNode {
  // The area belongs to the picture it was chosen on: a new picture has none until the cropper says.
  const [chosen, setChosen] = useState<{ readonly image: string; readonly area: CropArea }>()
  const area = chosen && chosen.image === props.image ? chosen.area : undefined
  const { image } = props
  return (
    <Dialog
      open={image !== undefined}
      onOpenChange={(open) => {
        if (!open && !props.busy) props.onCancel()
      }}
      closeOnInteractOutside={false}
      title={props.title ?? <FormattedMessage id="sdk.crop.title" />}
      footer={
        <>
          <Button variant="outline" onClick={props.onCancel} disabled={props.busy}>
            <FormattedMessage id="sdk.crop.cancel" />
          </Button>
          <Button
            loading={props.busy}
            disabled={!area}
            onClick={() => area && props.onConfirm(area)}
            data-testid={props.confirmTestId ?? 'crop-upload'}
          >
            {props.confirmLabel ?? <FormattedMessage id="sdk.crop.upload" />}
          </Button>
        </>
      }
    >
      {image ? (
        <div data-testid={props.testId ?? 'crop-dialog'}>
          <AvatarCropper key={image} image={image} onArea={(a) => setChosen({ image, area: a })} />
        </div>
      ) : null}
    </Dialog>
  )
}
