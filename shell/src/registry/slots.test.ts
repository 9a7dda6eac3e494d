import type { ModuleDescriptor, WebModule } from '@oj/sdk/web'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { loadWebModule } from './remotes.ts'
import { loadSlot } from './slots.ts'

// The remotes are Module Federation containers in the browser; here, a table of made-up modules
// whose loads are counted.
vi.mock('./remotes.ts', () => ({ loadWebModule: vi.fn() }))
const load = vi.mocked(loadWebModule)

const piece = () => Promise.resolve({ default: () => null })
const messages = {
  'zh-CN': () => Promise.resolve({ default: {} }),
  en: () => Promise.resolve({ default: {} }),
}

function webModule(id: string, slots: ReadonlyArray<string>): WebModule {
  const noop = async () => {}
  return {
    id,
    routes: [],
    slots: slots.map((slot) => ({ slot, load: piece })),
    messages,
    lifecycles: { bootstrap: noop, mount: noop, unmount: noop },
  }
}

function descriptor(id: string, slots: ReadonlyArray<string>): ModuleDescriptor {
  return {
    id,
    routes: [`/${id}`],
    nav: [],
    areas: [],
    slots,
    userMenu: [],
    messageSources: [],
    manifest: `/oj/remotes/${id}/mf-manifest.json`,
    container: `oj_${id}`,
  }
}

const remotes: Record<string, WebModule> = {
  alpha: webModule('alpha', ['home.widgets']),
  beta: webModule('beta', ['problem.side']),
  // Lists the slot in its descriptor but its remote fills nothing there (an older build, say).
  gamma: webModule('gamma', []),
}

beforeEach(() => {
  load.mockReset()
  load.mockImplementation(async (d) => {
    const found = remotes[d.id]
    if (!found) throw new Error(`no remote ${d.id}`)
    return found
  })
})

describe('loadSlot', () => {
  it('loads only the remotes whose descriptor lists the slot', async () => {
    const modules = [descriptor('alpha', ['home.widgets']), descriptor('beta', ['problem.side'])]
    const found = await loadSlot('home.widgets', modules)
    expect(found.map((c) => c.moduleId)).toEqual(['alpha'])
    expect(load.mock.calls.map(([d]) => d.id)).toEqual(['alpha'])
    expect(found[0]?.load).toBe(piece)
    expect(found[0]?.messages).toBe(messages)
  })

  it('loads nothing for a slot no descriptor lists', async () => {
    expect(await loadSlot('contest.side', [descriptor('alpha', ['home.widgets'])])).toEqual([])
    expect(load).not.toHaveBeenCalled()
  })

  it('skips a remote that fails to load or fills nothing, keeping the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const modules = [
      descriptor('missing', ['home.widgets']),
      descriptor('gamma', ['home.widgets']),
      descriptor('alpha', ['home.widgets']),
    ]
    const found = await loadSlot('home.widgets', modules)
    expect(found.map((c) => c.moduleId)).toEqual(['alpha'])
    expect(load).toHaveBeenCalledTimes(3)
    // The descriptor and the remote disagree: said, naming both (a failed load is logged by remotes.ts).
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      "[oj] module 'gamma' lists the slot 'home.widgets' in its descriptor, but its remote fills nothing there",
    ])
    warn.mockRestore()
  })
})
