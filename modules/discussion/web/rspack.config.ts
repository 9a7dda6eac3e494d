import { createConfig } from '../../../rspack.config.ts'

// The remote oj_discussion, exposing ./module; built into dist/ and served at /oj/remotes/discussion/.
export default createConfig({ id: 'discussion', kind: 'remote', dir: import.meta.dirname })
