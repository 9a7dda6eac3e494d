import { createHash, randomBytes } from 'node:crypto'
import { constants } from 'node:fs'
import {
  copyFile,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  unlink,
  utimes,
  writeFile,
} from 'node:fs/promises'
import { join } from 'node:path'

/** Where test data comes from: the server's Files service (in-process) or the NATS object store. */
export interface DataOrigin {
  /** For messages, e.g. 'the server files' or 'object store oj-files'. */
  readonly description: string
  fetch(hash: string): Promise<Uint8Array | undefined>
}

/** Test data by content hash (sha256 hex), verified and cached on this worker's disk. */
export interface DataSource {
  get(hash: string): Promise<Uint8Array>
  /** Puts a copy of the data at `dest` (never a link: a sandboxed program may write there). */
  copyTo(hash: string, dest: string): Promise<void>
}

/** The data is not in the origin, or what came is not what the hash names: a System Error. */
export class DataMissingError extends Error {}

const HASH = /^[0-9a-f]{64}$/
/** A cached file used again within this long keeps its mtime: the order across restarts is coarse. */
const TOUCH_AFTER_MS = 60_000

export interface DiskCacheOptions {
  readonly dir: string
  /** Past this many bytes the least recently used files are removed. */
  readonly maxBytes: number
  readonly origin: DataOrigin
}

/**
 * A content-addressed disk cache in front of an origin: each blob is fetched once, checked against
 * its sha256, written aside and renamed into place (a reader never sees half a file), and the
 * least recently used blobs go when the cache grows past its size.
 */
export async function openDiskCache(options: DiskCacheOptions): Promise<DataSource> {
  const { dir, maxBytes, origin } = options
  await mkdir(dir, { recursive: true })
  const entries = new Map<string, { size: number; usedAt: number }>()
  const fetching = new Map<string, Promise<string>>()
  const pinned = new Map<string, number>()
  let total = 0
  // Order of use: a counter, not the clock (several uses fall in one millisecond).
  let clock = 0
  const pathOf = (hash: string) => join(dir, hash.slice(0, 2), hash.slice(2))

  // What an earlier run left here counts towards the size, in the order of its last use.
  const found: Array<{ hash: string; size: number; mtime: number }> = []
  for (const sub of await readdir(dir).catch(() => [])) {
    if (!/^[0-9a-f]{2}$/.test(sub)) continue
    for (const rest of await readdir(join(dir, sub)).catch(() => [])) {
      const hash = sub + rest
      if (!HASH.test(hash)) continue
      const info = await stat(join(dir, sub, rest)).catch(() => undefined)
      if (!info) continue
      found.push({ hash, size: info.size, mtime: info.mtimeMs })
    }
  }
  for (const { hash, size } of found.sort((a, b) => a.mtime - b.mtime)) {
    entries.set(hash, { size, usedAt: ++clock })
    total += size
  }

  const evict = async () => {
    if (total <= maxBytes) return // the common case: no sort of every entry on each use
    const victims = [...entries.entries()]
      .filter(([hash]) => !pinned.has(hash))
      .sort((a, b) => a[1].usedAt - b[1].usedAt)
    for (const [hash, entry] of victims) {
      if (total <= maxBytes) return
      entries.delete(hash)
      total -= entry.size
      await rm(pathOf(hash), { force: true })
    }
  }

  const fetchToDisk = async (hash: string): Promise<string> => {
    const bytes = await origin.fetch(hash)
    if (!bytes) throw new DataMissingError(`Test data ${hash} is not in ${origin.description}`)
    const actual = createHash('sha256').update(bytes).digest('hex')
    if (actual !== hash) {
      throw new DataMissingError(`Test data ${hash} from ${origin.description} is corrupt (sha256 ${actual})`)
    }
    const path = pathOf(hash)
    await mkdir(join(dir, hash.slice(0, 2)), { recursive: true })
    const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`
    await writeFile(temp, bytes)
    await rename(temp, path)
    entries.set(hash, { size: bytes.length, usedAt: ++clock })
    total += bytes.length
    return path
  }

  /** The cached file of `hash`, fetched when missing; pinned (not evicted) until `release`. */
  const acquire = async (hash: string): Promise<string> => {
    const key = hash.toLowerCase()
    if (!HASH.test(key)) throw new DataMissingError(`Bad test data hash ${JSON.stringify(hash)}`)
    pinned.set(key, (pinned.get(key) ?? 0) + 1)
    try {
      const entry = entries.get(key)
      const info = entry ? await stat(pathOf(key)).catch(() => undefined) : undefined
      if (entry && info) {
        entry.usedAt = ++clock
        // The mtime keeps the order of use across restarts (one touch a minute is enough for that).
        if (Date.now() - info.mtimeMs > TOUCH_AFTER_MS)
          await utimes(pathOf(key), new Date(), new Date()).catch(() => undefined)
        return pathOf(key)
      }
      if (entry) {
        entries.delete(key)
        total -= entry.size
      }
      let pending = fetching.get(key)
      if (!pending) {
        pending = fetchToDisk(key).finally(() => fetching.delete(key))
        fetching.set(key, pending)
      }
      return await pending
    } catch (error) {
      release(key)
      throw error
    }
  }
  const release = (key: string) => {
    const count = (pinned.get(key) ?? 1) - 1
    if (count <= 0) pinned.delete(key)
    else pinned.set(key, count)
  }
  const withFile = async <A>(hash: string, f: (path: string) => Promise<A>): Promise<A> => {
    const path = await acquire(hash)
    try {
      return await f(path)
    } finally {
      release(hash.toLowerCase())
      await evict()
    }
  }

  return {
    get: (hash) => withFile(hash, async (path) => new Uint8Array(await readFile(path))),
    copyTo: (hash, dest) =>
      withFile(hash, async (path) => {
        // what is at dest goes first (one unlink: never a folder here)
        await unlink(dest).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error
        })
        // A reflink where the file system has them, else a plain copy.
        await copyFile(path, dest, constants.COPYFILE_FICLONE)
      }),
  }
}
