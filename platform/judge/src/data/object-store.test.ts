import { createHash, randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { openTestDataStore } from './object-store.ts'

const natsUrl = process.env['NATS_URL']

describe.skipIf(!natsUrl)('the NATS test data store', () => {
  it('stores blobs by hash and reads them back, from another connection too', async () => {
    const writer = await openTestDataStore(natsUrl as string, 'oj-test-writer')
    const reader = await openTestDataStore(natsUrl as string, 'oj-test-reader')
    try {
      const bytes = randomBytes(300_000)
      const hash = createHash('sha256').update(bytes).digest('hex')
      await writer.put(hash, bytes)
      await writer.put(hash, bytes)
      const back = await reader.origin.fetch(hash)
      expect(back && Buffer.from(back).equals(bytes)).toBe(true)
      expect(await reader.origin.fetch('0'.repeat(64))).toBeUndefined()
    } finally {
      await writer.close()
      await reader.close()
    }
  })
})
