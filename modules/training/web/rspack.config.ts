import { createConfig } from '../../../rspack.config.ts'

// The remote oj_training, exposing ./module; built into dist/ and served at /oj/remotes/training/.
export default createConfig({ id: 'training', kind: 'remote', dir: import.meta.dirname })
