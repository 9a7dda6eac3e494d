import { css } from '@oj/sdk/css'
import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { AVATAR_ACCEPT, avatarFileError, type CropArea } from './avatar-crop.ts'
import { AvatarCropDialog } from './avatar-crop-dialog.tsx'
import { cropToPng } from './avatar-png.ts'
import { Button } from './button.tsx'

const hiddenStyle = css({ srOnly: true })

export interface AvatarUploadProps {
  /**
   * Sends the cropped 200×200 png (a File `avatar.png`, `image/png`). The dialog closes when it
   * resolves and stays open, for another try, when it rejects.
   */
  readonly upload: (png: File) => Promise<unknown>
  /** Shows why a picture is refused before any upload (its type, its size, unreadable), in the page's language. */
  readonly onRefused: (text: string) => void
  /** After a failed upload (the dialog stays open); when not given, the call is taken to have shown it. */
  readonly onFailed?: (error: unknown) => void
  /** The choose button's text ('Choose a picture' when not given). */
  readonly label?: ReactNode
  /** The hidden file input's data-testid, 'avatar-file' when not given. */
  readonly fileTestId?: string
  /** The choose button's data-testid (none when not given). */
  readonly chooseTestId?: string
  /** The crop dialog's confirm button's data-testid, 'crop-upload' when not given. */
  readonly confirmTestId?: string
}

/**
 * Choosing an avatar: a button opens the file picker; a picture is checked (`avatarFileError`) before
 * anything is sent, cropped to a square (`AvatarCropDialog`), drawn to the 200×200 png (`cropToPng`)
 * and handed to `upload`. The chosen picture's object URL is revoked when another replaces it, when
 * the dialog closes, and when this unmounts.
 */
export function AvatarUpload(props: AvatarUploadProps): ReactNode {
  const intl = useIntl()
  const input = useRef<HTMLInputElement>(null)
  const [image, setImage] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  // The object URL lives as long as the crop dialog shows it.
  useEffect(() => () => void (image && URL.revokeObjectURL(image)), [image])

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    // The same file may be chosen again after a cancel.
    event.currentTarget.value = ''
    if (!file) return
    const problem = avatarFileError(file)
    if (problem) return props.onRefused(intl.formatMessage({ id: problem }))
    setImage(URL.createObjectURL(file))
  }

  const confirm = async (area: CropArea) => {
    if (!image) return
    setBusy(true)
    try {
      let png: Blob
      try {
        png = await cropToPng(image, area)
      } catch {
        props.onRefused(intl.formatMessage({ id: 'sdk.avatar.unreadable' }))
        return
      }
      await props.upload(new File([png], 'avatar.png', { type: 'image/png' }))
      setImage(undefined)
    } catch (error) {
      props.onFailed?.(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={AVATAR_ACCEPT}
        className={hiddenStyle}
        tabIndex={-1}
        aria-hidden
        onChange={choose}
        data-testid={props.fileTestId ?? 'avatar-file'}
      />
      <Button variant="outline" onClick={() => input.current?.click()} data-testid={props.chooseTestId}>
        {props.label ?? <FormattedMessage id="sdk.avatar.choose" />}
      </Button>
      <AvatarCropDialog
        image={image}
        busy={busy}
        onCancel={() => setImage(undefined)}
        onConfirm={(a) => void confirm(a)}
        {...(props.confirmTestId ? { confirmTestId: props.confirmTestId } : {})}
      />
    </>
  )
}
