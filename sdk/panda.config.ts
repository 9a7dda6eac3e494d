// The SDK's own panda config: generates the shared styled-system and the CSS of its storybook.
import { pandaConfig } from './src/ui/panda.ts'

export default pandaConfig({
  // The shell's frame stories and the modules' stories render their own styles too (in the
  // storybook a module's `@oj/sdk/css` is this shared styled-system, not its prefixed one).
  include: [
    './.storybook/**/*.{ts,tsx}',
    '../shell/src/frame/**/*.{ts,tsx}',
    '../modules/*/web/src/**/*.{ts,tsx}',
  ],
  preflight: true,
  stories: true,
})
