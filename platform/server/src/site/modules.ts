import { BASE_PATH, type ModuleDescriptor } from '@oj/sdk'

import type { AnyServerModule } from '../loader/order.ts'

/**
 * What GET /ojapi/modules tells the shell about each enabled module: its route prefixes and nav
 * entries (the server module's `web`), its container `oj_<id>`, and where its manifest is — served
 * by this server unless the configuration points elsewhere.
 */
export function describeModules(
  modules: ReadonlyArray<AnyServerModule>,
  remotes: Readonly<Record<string, string>>,
): Array<ModuleDescriptor> {
  return modules.map((module) => ({
    id: module.id,
    routes: [...(module.web?.routes ?? [])],
    nav: [...(module.web?.nav ?? [])],
    container: `oj_${module.id.replaceAll('-', '_')}`,
    manifest: remotes[module.id] ?? `${BASE_PATH}/remotes/${module.id}/mf-manifest.json`,
  }))
}
