import type { ServerModule } from '@oj/sdk/server'

import { StartupError } from '../startup-error.ts'

/**
 * Server modules differ in the services they provide; at the composition boundary they are held
 * alike. (`never` is listed apart: a module with no services of its own is a ServerModule<never>.)
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyServerModule = ServerModule<any> | ServerModule<never>

export interface OrderModulesInput {
  /** The ids the configuration enables, in the order given. */
  readonly enabled: ReadonlyArray<string>
  /** Every installed module (composition.ts). */
  readonly installed: ReadonlyArray<AnyServerModule>
  /** Ids of the always-on built-in plugins, which satisfy `requires` without being listed. */
  readonly builtIn?: ReadonlyArray<string>
  /** Where the list came from, quoted in errors (e.g. "OJ_MODULES=contests"). */
  readonly source?: string
}

/**
 * Picks the enabled modules and orders them so that each comes after the modules it requires
 * (keeping the configured order wherever the requirements allow). Throws a StartupError naming the
 * modules for an unknown id, a requirement that is not enabled, or a cycle.
 */
export function orderModules(input: OrderModulesInput): Array<AnyServerModule> {
  const builtIn = new Set(input.builtIn ?? [])
  const source = input.source ?? `OJ_MODULES=${input.enabled.join(',')}`
  const installed = indexById(input.installed)

  const unknown = input.enabled.filter((id) => !installed.has(id))
  if (unknown.length > 0) {
    const names = unknown.map((id) => `'${id}'`).join(', ')
    const known = [...installed.keys()].join(', ') || '(none)'
    throw new StartupError(`Unknown module ${names} (${source}). Installed modules: ${known}`)
  }

  const enabled = [...new Set(input.enabled)].map((id) => installed.get(id) as AnyServerModule)
  const enabledIds = new Set(enabled.map((m) => m.id))
  for (const module of enabled) {
    for (const required of module.requires) {
      if (enabledIds.has(required) || builtIn.has(required)) continue
      const why = installed.has(required) ? 'which is not enabled' : 'which is not installed'
      throw new StartupError(`module '${module.id}' requires '${required}', ${why} (${source})`)
    }
  }
  return topologicalOrder(enabled, builtIn)
}

function indexById(modules: ReadonlyArray<AnyServerModule>): Map<string, AnyServerModule> {
  const byId = new Map<string, AnyServerModule>()
  for (const module of modules) {
    if (byId.has(module.id)) throw new StartupError(`Two installed modules have the id '${module.id}'`)
    byId.set(module.id, module)
  }
  return byId
}

/** Kahn's algorithm; among the ready modules the earliest configured goes first. */
function topologicalOrder(
  modules: ReadonlyArray<AnyServerModule>,
  builtIn: ReadonlySet<string>,
): Array<AnyServerModule> {
  const pending = new Map(modules.map((m) => [m.id, m.requires.filter((r) => !builtIn.has(r))]))
  const ordered: Array<AnyServerModule> = []
  while (pending.size > 0) {
    const next = modules.find((m) => pending.get(m.id)?.every((r) => !pending.has(r)))
    if (!next) throw new StartupError(describeCycle(pending))
    ordered.push(next)
    pending.delete(next.id)
  }
  return ordered
}

function describeCycle(pending: ReadonlyMap<string, ReadonlyArray<string>>): string {
  // Walk requirements from any stuck module until one repeats: that loop is the cycle.
  const start = pending.keys().next().value as string
  const path: Array<string> = [start]
  for (;;) {
    const current = path[path.length - 1] as string
    const next = (pending.get(current) ?? []).find((r) => pending.has(r)) as string
    const seen = path.indexOf(next)
    if (seen >= 0) {
      const cycle = [...path.slice(seen), next]
      const names = [...new Set(cycle)].map((id) => `'${id}'`).join(', ')
      return `modules ${names} require each other in a cycle: ${cycle.join(' → ')}`
    }
    path.push(next)
  }
}
