// The rsbuild config storybook builds with: React, and panda's postcss plugin for panda.css.
import path from 'node:path'

import pandacss from '@pandacss/dev/postcss'
import { defineConfig } from '@rsbuild/core'
import { pluginReact } from '@rsbuild/plugin-react'

import { KeepMockerRuntime } from './keep-mocker-runtime.ts'

// Storybook runs from the sdk folder (npm run storybook -w @oj/sdk); panda reads its config there.
const sdkDir = process.cwd()

export default defineConfig({
  plugins: [pluginReact()],
  tools: {
    rspack: { plugins: [new KeepMockerRuntime()] },
    postcss: (_config, { addPlugins }) => {
      addPlugins(pandacss({ cwd: sdkDir, configPath: path.join(sdkDir, 'panda.config.ts') }))
    },
  },
})
