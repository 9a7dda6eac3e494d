// The avatar flow as the settings pages use it: choose a picture, crop it, and "upload" the 200×200
// png, which here shows beside the button; a refused picture or a failed upload shows its text.
import { css } from '@oj/sdk/css'
import { type ReactNode, useEffect, useState } from 'react'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { AvatarUpload, type AvatarUploadProps } from './avatar-upload.tsx'

const rowStyle = css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })
const noteStyle = css({ color: 'fg.muted', fontSize: 'sm' })

type DemoProps = Pick<AvatarUploadProps, 'label'> & { readonly fail?: boolean }

function UploadDemo(props: DemoProps): ReactNode {
  const [sent, setSent] = useState<string | undefined>()
  const [note, setNote] = useState('')
  useEffect(() => () => void (sent && URL.revokeObjectURL(sent)), [sent])
  return (
    <div className={rowStyle}>
      {sent ? <img src={sent} alt="200×200 sent" width={96} height={96} /> : null}
      <AvatarUpload
        {...props}
        upload={async (png) => {
          await new Promise((resolve) => setTimeout(resolve, 600))
          if (props.fail) throw new Error('The server refused the picture')
          setSent(URL.createObjectURL(png))
          setNote(`${png.name}, ${png.size} bytes`)
        }}
        onRefused={setNote}
        onFailed={(error) => setNote(String(error))}
      />
      <span className={noteStyle}>{note}</span>
    </div>
  )
}

const meta = {
  title: 'ui/AvatarUpload',
  component: UploadDemo,
  // The kit's own label ('Choose a picture'), an upload that succeeds.
  args: { fail: false },
} satisfies Meta<typeof UploadDemo>
export default meta

export const Default: StoryObj<typeof meta> = {}
/** A caller's own label, as the group's Setting tab gives it. */
export const OwnLabel: StoryObj<typeof meta> = { args: { label: 'Choose the group avatar' } }
/** The upload call rejects: the dialog stays open for another try, and the failure shows. */
export const FailedUpload: StoryObj<typeof meta> = { args: { fail: true } }
