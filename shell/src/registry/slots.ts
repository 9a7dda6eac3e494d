import type { ModuleDescriptor, SlotContribution } from '@oj/sdk/web'

import { loadWebModule } from './remotes.ts'

/**
 * Every enabled module's contribution to a slot. Only the modules whose descriptor lists the slot
 * are loaded; one that fails to load contributes nothing.
 */
export async function loadSlot(
  slot: string,
  modules: ReadonlyArray<ModuleDescriptor>,
): Promise<ReadonlyArray<SlotContribution>> {
  const found = await Promise.all(
    modules
      .filter((descriptor) => descriptor.slots.includes(slot))
      .map(async (descriptor) => {
        try {
          const module = await loadWebModule(descriptor)
          const fill = module.slots?.find((f) => f.slot === slot)
          return fill ? [{ moduleId: module.id, load: fill.load, messages: module.messages }] : []
        } catch {
          return []
        }
      }),
  )
  return found.flat()
}
