import { createHash } from 'node:crypto'

import type { FilesShape } from '@oj/sdk/server'
import { Effect } from 'effect'

/** A content-addressed store in memory, for tests that run module code without the platform. */
export function memoryFiles(): FilesShape & { readonly size: () => number } {
  const blobs = new Map<string, Uint8Array>()
  return {
    put: (bytes) =>
      Effect.sync(() => {
        const hash = createHash('sha256').update(bytes).digest('hex')
        blobs.set(hash, bytes.slice())
        return hash
      }),
    get: (hash) => Effect.sync(() => blobs.get(hash)),
    size: () => blobs.size,
  }
}
