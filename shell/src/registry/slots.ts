import type { ModuleDescriptor, SlotContribution } from '@oj/sdk/web'

import { loadWebModule } from './remotes.ts'

/**
 * Every enabled module's contribution to a slot. Only the modules whose descriptor lists the slot
 * are loaded; one that fails to load contributes nothing (remotes.ts logs why), and one that loads
 * but fills nothing there is logged too: its descriptor and its remote disagree.
 */
export async function loadSlot(
  slot: string,
  modules: ReadonlyArray<ModuleDescriptor>,
): Promise<ReadonlyArray<SlotContribution>> {
  const found = await Promise.all(
    modules
      .filter((descriptor) => descriptor.slots.includes(slot))
      .map(async (descriptor) => {
        const module = await loadWebModule(descriptor).catch(() => undefined)
        if (!module) return []
        const fill = module.slots?.find((f) => f.slot === slot)
        if (!fill) {
          console.warn(
            `[oj] module '${descriptor.id}' lists the slot '${slot}' in its descriptor, but its remote fills nothing there`,
          )
          return []
        }
        return [{ moduleId: module.id, load: fill.load, messages: module.messages }]
      }),
  )
  return found.flat()
}
