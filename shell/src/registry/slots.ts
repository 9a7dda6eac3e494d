import type { ModuleDescriptor, SlotContribution, SlotId } from '@oj/sdk/web'

import { loadWebModule } from './remotes.ts'

/** Every enabled module's contribution to a slot; modules that fail to load contribute nothing. */
export async function loadSlot(
  slot: SlotId,
  modules: ReadonlyArray<ModuleDescriptor>,
): Promise<ReadonlyArray<SlotContribution>> {
  const found = await Promise.all(
    modules.map(async (descriptor) => {
      try {
        const module = await loadWebModule(descriptor)
        const load = module.slots?.[slot]
        return load ? [{ moduleId: module.id, load, messages: module.messages }] : []
      } catch {
        return []
      }
    }),
  )
  return found.flat()
}
