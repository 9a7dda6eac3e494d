// The thread that hashes and instruments WASI modules, so that a large module (a submission's, or
// CPython's 26 MB) never holds the judge's event loop. See ModuleCache.
import { createHash } from 'node:crypto'
import { closeSync, constants, openSync, readFileSync } from 'node:fs'
import { parentPort } from 'node:worker_threads'

import { instrument } from './binary/instrument.ts'
import type { PrepareReply, PrepareRequest } from './prepare-thread.ts'

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex')

/** A submission's module is read as the file itself, never through a link its program left. */
function read(path: string, submitted: boolean): Buffer {
  if (!submitted) return readFileSync(path)
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW)
  try {
    return readFileSync(fd)
  } finally {
    closeSync(fd)
  }
}

parentPort?.on('message', (request: PrepareRequest) => {
  let reply: PrepareReply
  try {
    const bytes = read(request.path, request.op === 'hash' || request.sourceKey !== null)
    if (request.op === 'hash') reply = { id: request.id, sourceKey: `sha256:${sha256(bytes)}` }
    else if (request.sourceKey !== null && request.sourceKey !== `sha256:${sha256(bytes)}`)
      reply = { id: request.id, error: 'the module changed while it was being prepared' }
    else {
      const instrumented = instrument(bytes, { maxPages: request.maxPages, meterFuel: request.meterFuel })
      reply = { id: request.id, instrumented, key: sha256(instrumented.bytes) }
    }
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) }
  }
  const transfer = 'instrumented' in reply ? [reply.instrumented.bytes.buffer] : []
  parentPort?.postMessage(reply, transfer)
})
