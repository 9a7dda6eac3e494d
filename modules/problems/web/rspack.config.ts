import { createConfig } from '../../../rspack.config.ts'

export default createConfig({ id: 'problems', kind: 'remote', dir: import.meta.dirname })
