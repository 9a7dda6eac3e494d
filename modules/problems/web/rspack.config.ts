import { createConfigs } from '../../../rspack.config.ts'

// Monaco's editor worker is built by a second compiler (no federation runtime in a worker).
export default createConfigs({
  id: 'problems',
  kind: 'remote',
  dir: import.meta.dirname,
  workers: { 'editor.worker': 'monaco-editor/editor/editor.worker.js' },
})
