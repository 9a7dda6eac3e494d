// The SDK's own panda config: generates the shared styled-system and the CSS of its storybook.
import { pandaConfig } from './src/ui/panda.ts'

export default pandaConfig({
  // The shell's frame stories render its own styles too.
  include: ['./.storybook/**/*.{ts,tsx}', '../shell/src/frame/**/*.{ts,tsx}'],
  preflight: true,
  stories: true,
})
