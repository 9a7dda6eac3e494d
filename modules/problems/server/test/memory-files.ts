import { createHash } from 'node:crypto'

import type { FilesShape } from '@oj/sdk/server'
import { Effect } from 'effect'

/** A content-addressed store in memory, for tests that run module code without the platform. */
export function memoryFiles(): FilesShape & { readonly size: () => number } {
  const blobs = new Map<string, Uint8Array>()
  const store = (bytes: Uint8Array) => {
    const hash = createHash('sha256').update(bytes).digest('hex')
    blobs.set(hash, bytes.slice())
    return hash
  }
  return {
    put: (bytes) => Effect.sync(() => store(bytes)),
    get: (hash) => Effect.sync(() => blobs.get(hash)),
    putStream: (source) =>
      Effect.promise(async () => {
        const parts: Array<Uint8Array> = []
        for await (const chunk of source) parts.push(chunk)
        const bytes = Buffer.concat(parts)
        return { hash: store(bytes), size: bytes.length }
      }),
    open: (hash) =>
      Effect.sync(() => {
        const bytes = blobs.get(hash)
        return bytes === undefined
          ? undefined
          : (async function* () {
              yield bytes
            })()
      }),
    size: () => blobs.size,
  }
}
