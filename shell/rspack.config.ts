import { createConfig } from '../rspack.config.ts'

export default createConfig({ id: 'shell', kind: 'host', dir: import.meta.dirname })
