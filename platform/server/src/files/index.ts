import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import type { FilesShape } from '@oj/sdk/server'
import { Effect } from 'effect'

const HASH = /^[0-9a-f]{64}$/

/** Where a blob lives: `<dir>/ab/cdef...`, so no folder grows past 256 × its share of files. */
const pathOf = (dir: string, hash: string) => join(dir, hash.slice(0, 2), hash.slice(2))

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )

async function put(dir: string, bytes: Uint8Array): Promise<string> {
  const hash = createHash('sha256').update(bytes).digest('hex')
  const path = pathOf(dir, hash)
  if (await exists(path)) {
    // Touched: the pruning's grace period counts from the last store, so a blob stored again for a
    // row not yet written is not taken as an orphan in between.
    const now = new Date()
    await utimes(path, now, now).catch(() => undefined)
    return hash
  }
  await mkdir(join(dir, hash.slice(0, 2)), { recursive: true })
  // Written aside, then renamed: a reader never sees half a file, and a crash leaves only a temp.
  const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`
  try {
    await writeFile(temp, bytes)
    await rename(temp, path)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
  return hash
}

async function get(dir: string, hash: string): Promise<Uint8Array | undefined> {
  // Anything but a sha256 hex digest could walk out of the store (`../`): it names nothing.
  if (!HASH.test(hash)) return undefined
  try {
    return new Uint8Array(await readFile(pathOf(dir, hash)))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

export interface FilesOptions {
  /**
   * Also stores each blob elsewhere: the NATS object store that judge workers on other machines
   * read test data from (when NATS_URL is set).
   */
  readonly mirror?: (hash: string, bytes: Uint8Array) => Promise<void>
  readonly log?: (message: string) => void
}

/**
 * Content-addressed blobs on disk, keyed by their sha256. A disk failure is a defect: nothing a
 * caller could recover from. A mirror that fails is logged: the blob is kept here, and a remote
 * worker lacking it reports a System Error that a rejudge (after the mirror is back) clears.
 */
export function openFiles(dir: string, options: FilesOptions = {}): FilesShape {
  const { mirror } = options
  const log = options.log ?? ((message: string) => console.error(`[oj] ${message}`))
  return {
    put: (bytes) =>
      Effect.promise(async () => {
        const hash = await put(dir, bytes)
        if (mirror) {
          await mirror(hash, bytes).catch((error: unknown) =>
            log(`file ${hash} is not mirrored to the judge's object store: ${String(error)}`),
          )
        }
        return hash
      }),
    get: (hash) => Effect.promise(() => get(dir, hash.toLowerCase())),
  }
}
