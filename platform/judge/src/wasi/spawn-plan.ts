import { basename, isAbsolute, resolve } from 'node:path'

import { type RunSpec } from '../runner.ts'
import { type Preopen } from './protocol.ts'

const PAGE_KB = 64

/** What both WASI runners derive from a RunSpec: the module, argv, folders and the memory cap. */
export interface SpawnPlan {
  readonly modulePath: string
  /** Interpreters (absolute paths) are cached by path; submissions' modules by content. */
  readonly trustedPath: boolean
  readonly args: ReadonlyArray<string>
  readonly preopens: ReadonlyArray<Preopen>
  readonly maxPages: number
}

export function planSpawn(spec: RunSpec): SpawnPlan {
  const [module, ...rest] = spec.argv
  if (!module) throw new Error('RunSpec.argv is empty: the first item names the module')
  const trustedPath = isAbsolute(module)
  const modulePath = trustedPath ? module : resolve(spec.workDir, module)
  if (!trustedPath && !modulePath.startsWith(resolve(spec.workDir) + '/')) {
    throw new Error('the module must be a file of the work folder or an absolute path')
  }
  const preopens: Preopen[] = [{ host: spec.workDir, guest: '.', writable: spec.writable }]
  for (const bind of spec.readOnlyBinds ?? []) preopens.push({ host: bind, guest: bind, writable: false })
  return {
    modulePath,
    trustedPath,
    args: [basename(module).replace(/\.wasm$/, ''), ...rest],
    preopens,
    maxPages: Math.max(1, Math.floor(spec.limits.memoryKb / PAGE_KB)),
  }
}
