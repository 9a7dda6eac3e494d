import { StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'

import type { LifecycleProps, Lifecycles, WebModule, WebModuleDefinition } from './module.ts'
import { lazyRoutes, ModuleRoot } from './module-root.tsx'

/**
 * Declares a web module. The result is what the remote exposes as `./module` (default export): the
 * definition itself plus single-spa lifecycles that render it into the element the shell gives.
 */
export function defineWebModule(def: WebModuleDefinition): WebModule {
  const routes = lazyRoutes(def.routes)
  const roots = new Map<string, Root>()

  const lifecycles: Lifecycles = {
    async bootstrap() {},
    async mount(props: LifecycleProps) {
      const element = props.domElement
      if (!element) throw new Error(`Module '${def.id}': the shell passed no domElement to mount into.`)
      // Errors our boundaries catch are reported once, by the boundary (a warning, not a console error).
      const root = createRoot(element, { onCaughtError: () => {} })
      root.render(
        <StrictMode>
          <ModuleRoot def={def} routes={routes} />
        </StrictMode>,
      )
      roots.set(props.name, root)
    },
    async unmount(props: LifecycleProps) {
      roots.get(props.name)?.unmount()
      roots.delete(props.name)
    },
  }
  return { ...def, lifecycles }
}
