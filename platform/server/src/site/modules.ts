import {
  type Area,
  type AreaSpec,
  BASE_PATH,
  type LocalText,
  type ModuleDescriptor,
  type NavEntry,
  type NavSpec,
} from '@oj/sdk'

import type { AnyServerModule } from '../loader/order.ts'
import { StartupError } from '../startup-error.ts'

/**
 * What GET /ojapi/modules tells the shell about each enabled module: its route prefixes, nav
 * entries, user-menu entries, areas, the slots it fills and its message sources (the server module's `web`, labels
 * in both languages from its catalogue), its container `oj_<id>`, and where its manifest is —
 * served by this server unless the configuration points elsewhere. A label id missing from the
 * module's catalogue stops the start, naming it.
 */
export function describeModules(
  modules: ReadonlyArray<AnyServerModule>,
  remotes: Readonly<Record<string, string>>,
): Array<ModuleDescriptor> {
  return modules.map((module) => {
    const text = (id: string): LocalText => {
      const zh = module.messages?.['zh-CN'][id]
      const en = module.messages?.en[id]
      if (zh === undefined || en === undefined) {
        throw new StartupError(
          `module '${module.id}' names the label '${id}', which its messages lack in ${zh === undefined ? 'zh-CN' : 'en'}`,
        )
      }
      return { 'zh-CN': zh, en }
    }
    const nav = ({ children, ...spec }: NavSpec): NavEntry => ({
      ...spec,
      label: text(spec.label),
      ...(children ? { children: children.map(nav) } : {}),
    })
    const area = (spec: AreaSpec): Area => ({
      ...spec,
      tabs: spec.tabs.map((tab) => ({ ...tab, label: text(tab.label) })),
    })
    const web = module.web
    return {
      id: module.id,
      routes: [...(web?.routes ?? [])],
      nav: (web?.nav ?? []).map(nav),
      userMenu: (web?.userMenu ?? []).map(nav),
      areas: (web?.areas ?? []).map(area),
      slots: [...(web?.slots ?? [])],
      messageSources: (web?.messageSources ?? []).map((s) => ({ type: s.type, label: text(s.label) })),
      adminMenu: (web?.adminMenu ?? []).map((entry) => ({ ...entry, label: text(entry.label) })),
      container: `oj_${module.id.replaceAll('-', '_')}`,
      manifest: remotes[module.id] ?? `${BASE_PATH}/remotes/${module.id}/mf-manifest.json`,
    }
  })
}
