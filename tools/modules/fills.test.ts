// The slots each module fills, as the running platform sees them: the server descriptor's list
// (`web.slots`, what GET /ojapi/modules tells the shell) against the remote's fills (`slots` of its
// `defineWebModule`), for every module in modules/. The shell loads a remote for a slot only when
// the descriptor lists it, so a fill missing from the list renders nothing in the real app; here
// every fill goes through the shell's own loader (shell/src/registry/slots.ts) with the real
// descriptors and must come out of it.
import { globSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { installedModules, loadConfig, moduleDescriptors, REPO_ROOT } from '@oj/platform-server'
import type { ModuleDescriptor, WebModule } from '@oj/sdk/web'
import { loadSlot } from '@oj/shell/registry/slots'
import { afterAll, describe, expect, it, vi } from 'vitest'

// Every web package of modules/ (what the remotes expose as ./module), by package name.
const webPackages = globSync('modules/*/web/package.json', { cwd: REPO_ROOT })
  .map((file) => (JSON.parse(readFileSync(join(REPO_ROOT, file), 'utf8')) as { name: string }).name)
  .sort()
const webModules = new Map<string, WebModule>()
for (const name of webPackages) {
  const module = ((await import(`${name}/module`)) as { default: WebModule }).default
  webModules.set(module.id, module)
}

// In the browser the shell's registry fetches each remote through Module Federation (remotes.ts);
// here the remote of a descriptor is the module's own web package.
vi.mock('../../shell/src/registry/remotes.ts', () => ({
  loadWebModule: async (descriptor: ModuleDescriptor) => {
    const found = webModules.get(descriptor.id)
    if (!found) throw new Error(`no web module '${descriptor.id}'`)
    return found
  },
}))

// The default configuration (no config file in an empty folder): the remotes at their default places.
const empty = mkdtempSync(join(tmpdir(), 'oj-fills-'))
afterAll(() => rmSync(empty, { recursive: true, force: true }))
const config = loadConfig({ env: {}, cwd: empty })
const withWeb = installedModules.filter((m) => m.web !== undefined)
const descriptors: ReadonlyArray<ModuleDescriptor> = moduleDescriptors({ config, modules: withWeb })

const filled = (module: WebModule | undefined) => (module?.slots ?? []).map((f) => f.slot).sort()

describe('the slots of every module', () => {
  it('finds the web modules and the server modules that describe them', () => {
    expect(webPackages.length).toBeGreaterThan(0)
    // A remote without a server module is never fetched; a descriptor without a remote fetches nothing.
    expect([...webModules.keys()].sort()).toEqual(descriptors.map((d) => d.id).sort())
  })

  it.each(descriptors.map((d) => [d.id, d] as const))(
    '%s: the descriptor lists exactly the slots its remote fills',
    (id, descriptor) => {
      expect([...descriptor.slots].sort(), `modules/${id}/server's web.slots`).toEqual(
        filled(webModules.get(id)),
      )
    },
  )

  it.each([...webModules].map(([id, m]) => [id, m] as const))(
    "%s: each fill comes out of the shell's loader for its slot",
    async (id, module) => {
      for (const fill of module.slots ?? []) {
        const found = await loadSlot(fill.slot, descriptors)
        expect(
          found.find((c) => c.moduleId === id)?.load,
          `the '${fill.slot}' fill of modules/${id}/web`,
        ).toBe(fill.load)
      }
    },
  )
})
