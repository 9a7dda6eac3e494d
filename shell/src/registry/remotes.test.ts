import { loadRemote } from '@module-federation/enhanced/runtime'
import type { ModuleDescriptor } from '@oj/sdk/web'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { loadWebModule } from './remotes.ts'

// Module Federation's runtime fetches manifests in the browser; here its loadRemote is told what to answer.
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }))
const load = vi.mocked(loadRemote)

const descriptor = (id: string): ModuleDescriptor => ({
  id,
  routes: [`/${id}`],
  nav: [],
  areas: [],
  slots: [],
  userMenu: [],
  messageSources: [],
  manifest: `/oj/remotes/${id}/mf-manifest.json`,
  container: `oj_${id}`,
})

afterEach(() => {
  load.mockReset()
  vi.restoreAllMocks()
})

describe('loadWebModule', () => {
  it('logs a remote that fails to load, once, naming the module and its manifest', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    load.mockRejectedValue(new Error('manifest 404'))
    const broken = descriptor('broken')
    await expect(loadWebModule(broken)).rejects.toThrow('manifest 404')
    await expect(loadWebModule(broken)).rejects.toThrow('manifest 404')
    await Promise.resolve()
    expect(load).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]?.[0]).toBe(
      "[oj] the remote of module 'broken' (/oj/remotes/broken/mf-manifest.json) could not be loaded",
    )
    expect(String(error.mock.calls[0]?.[1])).toContain('manifest 404')
  })

  it('logs a remote that loads but exposes no web module', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    load.mockResolvedValue({ default: { id: 'odd' } })
    await expect(loadWebModule(descriptor('odd'))).rejects.toThrow('does not expose a web module')
    await Promise.resolve()
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[1])).toContain('oj_odd')
  })

  it('answers the exposed module, and logs nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const noop = async () => {}
    const module = { id: 'fine', lifecycles: { bootstrap: noop, mount: noop, unmount: noop } }
    load.mockResolvedValue({ default: module })
    await expect(loadWebModule(descriptor('fine'))).resolves.toBe(module)
    expect(error).not.toHaveBeenCalled()
  })
})
