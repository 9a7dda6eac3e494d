// The shell's CSS: the frame, the SDK ui kit and every module's web sources, so that the one sheet
// that loads first holds every atomic class in the right order (remotes' own sheets sit in a lower
// layer, see rspack.config.ts). Only the shell emits panda's reset (preflight).
import { pandaConfig } from '@oj/sdk/ui/panda'

export default pandaConfig({
  include: ['./src/**/*.{ts,tsx}', '../modules/*/web/src/**/*.{ts,tsx}'],
  preflight: true,
})
