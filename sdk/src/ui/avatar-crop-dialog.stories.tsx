// The crop dialog with a made-up picture; its confirm button draws the chosen square onto the 200×200
// canvas that the settings pages send, and shows that png beside the button that opens it again.
import { css } from '@oj/sdk/css'
import { type ReactNode, useState } from 'react'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import type { CropArea } from './avatar-crop.ts'
import { AvatarCropDialog, type AvatarCropDialogProps } from './avatar-crop-dialog.tsx'
import { cropToPng } from './avatar-png.ts'
import { Button } from './button.tsx'

const PICTURE = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5ff"/><stop offset="1" stop-color="#fde68a"/></linearGradient></defs><rect width="640" height="400" fill="url(#s)"/><circle cx="470" cy="110" r="55" fill="#f59e0b"/><path d="M0 320 L160 180 L300 300 L420 210 L640 340 L640 400 L0 400 Z" fill="#15803d"/><circle cx="220" cy="250" r="40" fill="#fff"/><circle cx="206" cy="240" r="6"/><circle cx="234" cy="240" r="6"/></svg>',
)}`

const resultStyle = css({ display: 'flex', gap: '4', alignItems: 'center' })

type DemoProps = Omit<AvatarCropDialogProps, 'image' | 'onCancel' | 'onConfirm'>

function CropDemo(props: DemoProps): ReactNode {
  const [image, setImage] = useState<string | undefined>(PICTURE)
  const [result, setResult] = useState<string | undefined>()
  const confirm = async (area: CropArea) => {
    const png = await cropToPng(PICTURE, area)
    setResult(URL.createObjectURL(png))
    setImage(undefined)
  }
  return (
    <div className={resultStyle}>
      <Button variant="outline" onClick={() => setImage(PICTURE)}>
        Open
      </Button>
      {result ? <img src={result} alt="200×200 result" width={200} height={200} /> : null}
      <AvatarCropDialog
        {...props}
        image={image}
        onCancel={() => setImage(undefined)}
        onConfirm={(area) => void confirm(area)}
      />
    </div>
  )
}

const meta = {
  title: 'ui/AvatarCropDialog',
  component: CropDemo,
} satisfies Meta<typeof CropDemo>
export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const Uploading: Story = { args: { busy: true } }
export const OwnTexts: Story = { args: { title: 'Crop the group avatar', confirmLabel: 'Save' } }
