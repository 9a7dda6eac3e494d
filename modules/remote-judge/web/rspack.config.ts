import { createConfig } from '../../../rspack.config.ts'

// The remote oj_remote_judge, exposing ./module; built into dist/ and served at /oj/remotes/remote-judge/.
export default createConfig({ id: 'remote-judge', kind: 'remote', dir: import.meta.dirname })
