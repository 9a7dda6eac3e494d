import { pandaConfig } from '@oj/sdk/ui/panda'

// The ui kit's styles (and any panda styles of this module), without the reset the shell already emits.
export default pandaConfig({ include: ['./src/**/*.{ts,tsx}'], preflight: false })
