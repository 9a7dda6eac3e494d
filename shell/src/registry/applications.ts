// Each enabled module becomes a single-spa application active on its route prefixes. A module that
// cannot be fetched or mounted shows a localised notice in its own area; the frame keeps working.
import { ErrorNotice, type LifecycleProps, type Lifecycles, type ModuleDescriptor } from '@oj/sdk/web'
import { createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { addErrorHandler, type AppError, type LifeCycles, registerApplication } from 'single-spa'

import { loadWebModule } from './remotes.ts'
import { activeWhen } from './routes.ts'

const APP_PREFIX = 'module:'

/** The element a module renders into: one per module, inside the page's <main>. */
function moduleElement(id: string): HTMLElement {
  const elementId = `oj-module-${id}`
  let element = document.getElementById(elementId)
  if (!element) {
    element = document.createElement('section')
    element.id = elementId
    element.className = 'oj-module'
    element.dataset.module = id
    document.getElementById('oj-main')?.append(element)
  }
  return element
}

const notices = new Map<HTMLElement, Root>()

function showNotice(element: HTMLElement): void {
  if (notices.has(element)) return
  const root = createRoot(element)
  root.render(
    createElement(ErrorNotice, { message: 'sdk.error.moduleLoad', onRetry: () => window.location.reload() }),
  )
  notices.set(element, root)
}

function hideNotice(element: HTMLElement): void {
  notices.get(element)?.unmount()
  notices.delete(element)
}

/** Stand-in lifecycles for a remote whose manifest or entry failed to load. */
function failedLifecycles(element: HTMLElement): Lifecycles {
  return {
    bootstrap: async () => {},
    mount: async () => showNotice(element),
    unmount: async () => hideNotice(element),
  }
}

export function registerModuleApps(descriptors: ReadonlyArray<ModuleDescriptor>): void {
  for (const descriptor of descriptors) {
    const element = moduleElement(descriptor.id)
    registerApplication<LifecycleProps>({
      name: `${APP_PREFIX}${descriptor.id}`,
      app: () =>
        loadWebModule(descriptor).then(
          (module) => module.lifecycles as unknown as LifeCycles<LifecycleProps>,
          // remotes.ts has logged the failure; the module's area says so.
          () => failedLifecycles(element) as unknown as LifeCycles<LifecycleProps>,
        ),
      activeWhen: activeWhen(descriptor),
      customProps: { name: `${APP_PREFIX}${descriptor.id}`, domElement: element, moduleId: descriptor.id },
    })
  }
}

/** A module that loaded but broke while mounting: single-spa drops it; its area says so. */
export function handleAppErrors(): void {
  addErrorHandler((error: AppError) => {
    console.warn(`[oj] application ${error.appOrParcelName} failed`, error)
    const name = error.appOrParcelName
    if (!name.startsWith(APP_PREFIX)) return
    const element = moduleElement(name.slice(APP_PREFIX.length))
    element.replaceChildren()
    showNotice(element)
  })
}
