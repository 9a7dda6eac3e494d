// The root config: installs the platform context, registers the frame and every enabled module as
// single-spa applications, and starts routing. No UI framework here; the frame is an app like the rest.
import './styles.css'

import { SiteApi } from '@oj/sdk/api'
import {
  BASE_PATH,
  createPlatform,
  createStore,
  detectLocale,
  installPlatform,
  type ModuleDescriptor,
} from '@oj/sdk/web'
import { navigateToUrl, registerApplication, start } from 'single-spa'

import { frameLifecycles } from './frame/app.tsx'
import { handleAppErrors, registerModuleApps } from './registry/applications.ts'
import { readDescriptors } from './registry/descriptors.ts'
import { registerModuleRemotes } from './registry/remotes.ts'
import { underBase } from './registry/routes.ts'
import { loadSlot } from './registry/slots.ts'

const locale = detectLocale()
const platform = createPlatform({
  locale,
  navigate: (url) => navigateToUrl(url),
  loadSlot: (slot) => loadSlot(slot, platform.modules.get()),
})
installPlatform(platform)
document.documentElement.lang = locale
// A language asked for by ?l= is remembered like a toggle (cookie Web_Language).
if (new URLSearchParams(window.location.search).has('l')) platform.setLocale(locale)

// '/' and '/oj' both land on the home page.
const path = underBase(window.location.pathname)
if (path === undefined || path === '/')
  window.history.replaceState(null, '', `${BASE_PATH}/home${window.location.search}`)

const modulesReady = createStore(false)
platform.watchSession()
registerApplication({
  name: 'frame',
  app: async () => frameLifecycles({ platform, modulesReady }),
  activeWhen: () => true,
})
handleAppErrors()
start({ urlRerouteOnly: true })

async function loadSite(): Promise<void> {
  const [config, modules] = await Promise.all([
    platform.api.call(SiteApi.websiteConfig).catch(() => undefined),
    platform.api.call(SiteApi.modules).then(readDescriptors, (): ModuleDescriptor[] => []),
  ])
  if (config) platform.siteConfig.set(config)
  registerModuleRemotes(modules)
  platform.modules.set(modules)
  registerModuleApps(modules)
  modulesReady.set(true)
  // Spec 1 §4: the user's roles are refreshed on load when a session exists.
  await platform.refreshUser()
}

void loadSite()
