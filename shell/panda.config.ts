// The shell's CSS: panda's reset, the tokens and global styles, the ui kit's classes and the frame's.
// No module's sources: each remote ships its own classes (remotePandaConfig, in the `remote` layer
// that styles.css declares last), so the shell is built without reading any module.
import { pandaConfig } from '@oj/sdk/ui/panda'

export default pandaConfig({ include: ['./src/**/*.{ts,tsx}'], preflight: true })
