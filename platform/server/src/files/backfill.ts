import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

const HASH_PART = /^[0-9a-f]{62}$/

/**
 * Copies every blob of the files folder to the judge's object store, where it is missing: files
 * stored before NATS_URL was set (the embedded default) are then found by `oj judge` workers too.
 * One blob at a time, in the background; the store skips blobs it already holds.
 */
export async function backfillMirror(
  dir: string,
  mirror: (hash: string, bytes: Uint8Array) => Promise<void>,
  log: (message: string) => void,
  stopped: () => boolean = () => false,
): Promise<number> {
  let copied = 0
  for (const sub of await readdir(dir).catch(() => [])) {
    if (!/^[0-9a-f]{2}$/.test(sub)) continue
    for (const rest of await readdir(join(dir, sub)).catch(() => [])) {
      if (stopped()) return copied
      if (!HASH_PART.test(rest)) continue
      try {
        await mirror(sub + rest, new Uint8Array(await readFile(join(dir, sub, rest))))
        copied++
      } catch (error) {
        log(`file ${sub + rest} is not mirrored to the judge's object store: ${String(error)}`)
      }
    }
  }
  return copied
}
