import type { BusShape } from '@oj/sdk/server'

import { openMemoryBus } from './memory.ts'
import { openNatsBus } from './nats.ts'
import type { NatsAuth } from './nats-auth.ts'

/**
 * Opens the bus: NATS JetStream when `natsUrl` is set (a StartupError says what to do when it is
 * down), else the in-process one. `name` names the connection on the NATS server; `natsNamespace`
 * gives the bus streams and subjects of its own there (NATS_NAMESPACE).
 *
 * Handlers ack or nak each message themselves; one left unsettled comes back after the ack wait
 * (30 s unless a lane asks otherwise), and one whose handler throws comes back after 1 s, 2 s, 4 s
 * ... 30 s. Delivery is at least once: handlers must be idempotent.
 */
export async function openBus(config: {
  natsUrl?: string | undefined
  name: string
  natsAuth?: NatsAuth | undefined
  natsNamespace?: string | undefined
}): Promise<BusShape> {
  return config.natsUrl
    ? openNatsBus({
        url: config.natsUrl,
        name: config.name,
        auth: config.natsAuth,
        namespace: config.natsNamespace,
      })
    : openMemoryBus()
}
