// The only place that loads remotes, and only at run time: the descriptors of GET /ojapi/modules
// become Module Federation remotes addressed by their mf-manifest.json.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime'
import type { ModuleDescriptor, WebModule } from '@oj/sdk/web'

const loaded = new Map<string, Promise<WebModule>>()

export function registerModuleRemotes(descriptors: ReadonlyArray<ModuleDescriptor>): void {
  registerRemotes(
    descriptors.map((d) => ({ name: d.container, entry: d.manifest })),
    { force: false },
  )
}

function isWebModule(value: unknown): value is WebModule {
  const lifecycles = (value as { lifecycles?: Record<string, unknown> } | null)?.lifecycles
  return typeof lifecycles?.mount === 'function' && typeof lifecycles.unmount === 'function'
}

/** The module a remote exposes as `./module` (loaded once; a failure is remembered, not retried). */
export function loadWebModule(descriptor: ModuleDescriptor): Promise<WebModule> {
  let found = loaded.get(descriptor.id)
  if (!found) {
    found = loadRemote<{ default?: unknown }>(`${descriptor.container}/module`).then((exposed) => {
      const candidate = exposed?.default
      if (!isWebModule(candidate)) {
        throw new Error(
          `Remote ${descriptor.container} does not expose a web module (defineWebModule) as ./module`,
        )
      }
      return candidate
    })
    loaded.set(descriptor.id, found)
  }
  return found
}
