import { remotePandaConfig } from '@oj/sdk/ui/panda'

// This module's own classes, under its prefix; the reset, tokens and the ui kit's styles are the shell's.
export default remotePandaConfig({ id: 'groups', include: ['./src/**/*.{ts,tsx}'] })
