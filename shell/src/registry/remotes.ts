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

/**
 * The module a remote exposes as `./module` (loaded once; a failure is remembered, not retried). A
 * failure is logged here, once per remote, with its manifest: the callers (the module's area, the
 * slots it fills) go on without it.
 */
export function loadWebModule(descriptor: ModuleDescriptor): Promise<WebModule> {
  let found = loaded.get(descriptor.id)
  if (!found) {
    found = Promise.resolve()
      .then(() => loadRemote<{ default?: unknown }>(`${descriptor.container}/module`))
      .then((exposed) => {
        const candidate = exposed?.default
        if (!isWebModule(candidate)) {
          throw new Error(
            `Remote ${descriptor.container} does not expose a web module (defineWebModule) as ./module`,
          )
        }
        return candidate
      })
    found.catch((error: unknown) =>
      console.error(
        `[oj] the remote of module '${descriptor.id}' (${descriptor.manifest}) could not be loaded`,
        error,
      ),
    )
    loaded.set(descriptor.id, found)
  }
  return found
}
