// The panda config every app uses. The shell and each remote call it from their own panda.config.ts,
// so each one generates CSS for its own files plus the SDK's ui kit, while all of them share one
// generated `styled-system` (imported as `@oj/sdk/css`, `@oj/sdk/patterns`, ...) inside the SDK.
import { createRequire } from 'node:module'
import path from 'node:path'

import { defineConfig } from '@pandacss/dev'

import { ojPreset } from './preset.ts'

export interface PandaConfigOptions {
  /** Globs of the app's own source files, relative to the app (its panda.config.ts's folder). */
  readonly include: ReadonlyArray<string>
  /** Only the shell emits panda's CSS reset; remotes must not reset the page a second time. */
  readonly preflight: boolean
  /** Where codegen writes; defaults to the SDK's shared `styled-system`. */
  readonly outdir?: string
  /** Also extract styles from the SDK's stories (only the SDK's storybook wants them). */
  readonly stories?: boolean
  /** The app's folder, if panda runs with another working directory than the app's. */
  readonly cwd?: string
}

/**
 * The SDK's root folder. Panda bundles configs to CommonJS, where `import.meta.url` is empty, so
 * the SDK is found through package resolution from the current folder instead.
 */
export function sdkRoot(cwd: string = process.cwd()): string {
  const require = createRequire(path.join(cwd, 'noop.js'))
  const entry = require.resolve('@oj/sdk/ui/panda')
  return path.resolve(path.dirname(entry), '../..')
}

export function pandaConfig(opts: PandaConfigOptions) {
  const cwd = opts.cwd ?? process.cwd()
  const root = sdkRoot(cwd)
  const ui = path.join(root, 'src/ui')
  const outdir = opts.outdir ?? path.join(root, 'styled-system')
  return defineConfig({
    presets: ['@pandacss/preset-panda', ojPreset],
    preflight: opts.preflight,
    include: [...opts.include, `${ui}/**/*.{ts,tsx}`],
    exclude: [
      '**/*.test.{ts,tsx}',
      '**/node_modules/**',
      ...(opts.stories ? [] : [`${ui}/**/*.stories.tsx`]),
    ],
    // One import path for every package: `import { css } from '@oj/sdk/css'`.
    importMap: '@oj/sdk',
    // Panda joins cwd and outdir, so an absolute outdir must be made relative to the cwd.
    cwd,
    outdir: path.relative(cwd, outdir) || '.',
    outExtension: 'mjs',
    forceConsistentTypeExtension: true,
    jsxFramework: 'react',
  })
}
