import { join } from 'node:path'

import { rspack } from '@rspack/core'

import { createConfigs } from '../../../rspack.config.ts'

const stubs = join(import.meta.dirname, 'src', 'pages', 'problem-detail', 'editor', 'stubs')

// Monaco's editor worker is built by a second compiler (no federation runtime in a worker).
const [page, ...workers] = createConfigs({
  id: 'problems',
  kind: 'remote',
  dir: import.meta.dirname,
  workers: { 'editor.worker': 'monaco-editor/editor/editor.worker.js' },
})

// Monaco's diff editors, which the judge's editor never shows, are left out of its chunk (~45 KiB
// gzip, issue 38): their widgets are replaced by the stubs of editor/stubs.
page?.plugins?.push(
  new rspack.NormalModuleReplacementPlugin(
    /monaco-editor[\\/]esm[\\/]vs[\\/]editor[\\/]browser[\\/]widget[\\/]diffEditor[\\/]diffEditorWidget\.js$/,
    join(stubs, 'diff-editor.stub.ts'),
  ),
  new rspack.NormalModuleReplacementPlugin(
    /monaco-editor[\\/]esm[\\/]vs[\\/]editor[\\/]browser[\\/]widget[\\/]multiDiffEditor[\\/]multiDiffEditorWidget\.js$/,
    join(stubs, 'multi-diff-editor.stub.ts'),
  ),
)

export default [page, ...workers]
