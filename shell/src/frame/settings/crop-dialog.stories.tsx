// The crop dialog with a made-up picture; Upload draws the chosen square onto the 200×200 canvas the
// settings page sends, and shows that png under the dialog.
import { css } from '@oj/sdk/css'
import { type ReactNode, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { frameStory } from '../story-kit.tsx'
import type { Area } from './avatar-file.ts'
import { CropDialog } from './crop-dialog.tsx'
import { cropToPng } from './crop-image.ts'

const PICTURE = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5ff"/><stop offset="1" stop-color="#fde68a"/></linearGradient></defs><rect width="640" height="400" fill="url(#s)"/><circle cx="470" cy="110" r="55" fill="#f59e0b"/><path d="M0 320 L160 180 L300 300 L420 210 L640 340 L640 400 L0 400 Z" fill="#15803d"/><circle cx="220" cy="250" r="40" fill="#fff"/><circle cx="206" cy="240" r="6"/><circle cx="234" cy="240" r="6"/></svg>',
)}`

const resultStyle = css({ p: '6', display: 'flex', gap: '4', alignItems: 'center' })

function CropDemo(props: { readonly busy?: boolean }): ReactNode {
  const [image, setImage] = useState<string | undefined>(PICTURE)
  const [result, setResult] = useState<string | undefined>()
  const confirm = async (area: Area) => {
    const png = await cropToPng(PICTURE, area)
    setResult(URL.createObjectURL(png))
    setImage(undefined)
  }
  return (
    <div className={resultStyle}>
      <button type="button" onClick={() => setImage(PICTURE)}>
        <FormattedMessage id="frame.settings.chooseAvatar" />
      </button>
      {result ? <img src={result} alt="200×200 result" width={200} height={200} /> : null}
      <CropDialog
        image={image}
        busy={props.busy}
        onCancel={() => setImage(undefined)}
        onConfirm={(area) => void confirm(area)}
      />
    </div>
  )
}

const meta = {
  title: 'frame/Settings/Crop dialog',
  component: CropDemo,
  decorators: [frameStory()],
} satisfies Meta<typeof CropDemo>
export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const Uploading: Story = { args: { busy: true } }
