// The SDK's own panda config: generates the shared styled-system and the CSS of its storybook.
import { pandaConfig } from './src/ui/panda.ts'

export default pandaConfig({
  include: ['./.storybook/**/*.{ts,tsx}'],
  preflight: true,
  stories: true,
})
