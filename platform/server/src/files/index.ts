import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

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

/** Writes a stream aside while hashing it, then moves it to its content's place (or drops it, if there). */
async function putStream(
  dir: string,
  source: AsyncIterable<Uint8Array>,
): Promise<{ hash: string; size: number }> {
  // Aside in a shard folder, where the pruning finds a temporary a crash left behind.
  const shard = randomBytes(1).toString('hex')
  await mkdir(join(dir, shard), { recursive: true })
  const temp = join(dir, shard, `${randomBytes(8).toString('hex')}.tmp`)
  const digest = createHash('sha256')
  let size = 0
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      digest.update(chunk)
      size += chunk.length
      done(null, chunk)
    },
  })
  try {
    await pipeline(Readable.from(source), hashing, createWriteStream(temp))
    const hash = digest.digest('hex')
    const path = pathOf(dir, hash)
    if (await exists(path)) {
      const now = new Date()
      await utimes(path, now, now).catch(() => undefined)
      await rm(temp, { force: true })
    } else {
      await mkdir(join(dir, hash.slice(0, 2)), { recursive: true })
      await rename(temp, path)
    }
    return { hash, size }
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
}

async function open(dir: string, hash: string): Promise<AsyncIterable<Uint8Array> | undefined> {
  if (!HASH.test(hash)) return undefined
  const path = pathOf(dir, hash)
  return (await exists(path)) ? createReadStream(path) : undefined
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
    putStream: (source) =>
      Effect.promise(async () => {
        const stored = await putStream(dir, source)
        // The mirror takes bytes: read back one file at a time (test files are at most a few dozen MiB).
        if (mirror) {
          const bytes = await get(dir, stored.hash)
          if (bytes) {
            await mirror(stored.hash, bytes).catch((error: unknown) =>
              log(`file ${stored.hash} is not mirrored to the judge's object store: ${String(error)}`),
            )
          }
        }
        return stored
      }),
    open: (hash) => Effect.promise(() => open(dir, hash.toLowerCase())),
  }
}
