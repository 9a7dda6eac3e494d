import { createConfig } from '../../../rspack.config.ts'

// The remote oj_contests, exposing ./module; built into dist/ and served at /oj/remotes/contests/.
export default createConfig({ id: 'contests', kind: 'remote', dir: import.meta.dirname })
