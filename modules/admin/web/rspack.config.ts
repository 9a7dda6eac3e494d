import { createConfig } from '../../../rspack.config.ts'

// The remote oj_admin, exposing ./module; built into dist/ and served at /oj/remotes/admin/.
export default createConfig({ id: 'admin', kind: 'remote', dir: import.meta.dirname })
