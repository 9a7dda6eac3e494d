import { type ObjectStore, Objm } from '@nats-io/obj'
import { connect, type ConnectionOptions } from '@nats-io/transport-node'

import type { DataOrigin } from './data-source.ts'

/** The JetStream object store bucket that holds test data for workers on other machines. */
export const TEST_DATA_BUCKET = 'oj-files'

export interface TestDataStore {
  /** Stores a blob under its sha256 (nothing happens when it is there already). */
  put(hash: string, bytes: Uint8Array): Promise<void>
  /** Reads blobs back for a worker's disk cache. */
  readonly origin: DataOrigin
  close(): Promise<void>
}

/**
 * Test data on NATS (JetStream object store `oj-files`): the server's Files service writes each
 * blob here too when NATS_URL is set, and `oj judge` workers anywhere read it by hash. Sites in
 * different bus namespaces (NATS_NAMESPACE) share the bucket: a blob is named by its content, so
 * a site only ever reads the bytes it asked for.
 */
export async function openTestDataStore(
  url: string,
  name: string,
  /** The login (credentials, user and password, token) of the bus's connection. */
  login: Partial<ConnectionOptions> = {},
): Promise<TestDataStore> {
  const nc = await connect({ ...login, servers: url, name, timeout: 5_000, maxReconnectAttempts: -1 })
  let bucket: ObjectStore
  try {
    bucket = await new Objm(nc).create(TEST_DATA_BUCKET)
  } catch (error) {
    await nc.close()
    throw error
  }
  return {
    put: async (hash, bytes) => {
      if (await bucket.info(hash)) return
      await bucket.putBlob({ name: hash }, bytes)
    },
    origin: {
      description: `the NATS object store ${TEST_DATA_BUCKET}`,
      fetch: async (hash) => (await bucket.getBlob(hash)) ?? undefined,
    },
    close: async () => {
      if (!nc.isClosed()) await nc.close()
    },
  }
}
