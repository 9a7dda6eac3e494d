import { createConfig } from '../../../rspack.config.ts'

// The remote oj_groups, exposing ./module; built into dist/ and served at /oj/remotes/groups/.
export default createConfig({ id: 'groups', kind: 'remote', dir: import.meta.dirname })
