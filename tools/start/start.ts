// `npm start`: install if needed, build, migrate, seed the demo, and serve everything from one port.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { build, ensureInstalled, ensureWasmtime } from './install.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const began = performance.now()

ensureInstalled(root)
ensureWasmtime(root)
if (process.env.OJ_SKIP_BUILD !== '1') build(root)

// Imported only now: before the install above there is nothing to import.
const { launch } = await import('./launch.ts')
await launch({ root, began })
