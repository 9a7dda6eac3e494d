// Storybook for the ui kit and the web pieces: every component in src/ui and src/web has a story beside it.
import type { StorybookConfig } from 'storybook-react-rsbuild'

const config: StorybookConfig = {
  stories: [
    '../src/ui/**/*.stories.tsx',
    '../src/web/**/*.stories.tsx',
    '../../modules/*/web/src/**/*.stories.tsx',
    '../../shell/src/**/*.stories.tsx',
  ],
  framework: {
    name: 'storybook-react-rsbuild',
    // Without an rsbuild config that has the React plugin, the build passes but stories fail
    // at run time; this one also runs panda's postcss plugin.
    // Compile every story up front: rspack 2 compiles lazily, one rebuild per story opened.
    options: { builder: { rsbuildConfigPath: '.storybook/rsbuild.config.ts', lazyCompilation: false } },
  },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
}

export default config
