import { createHash, randomBytes } from 'node:crypto'
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Compiled checkers and interactors kept between tasks, keyed by the sha256 of everything that
 * went into the folder before the compile (language, command, files). A testlib checker takes
 * seconds to compile: a problem's submissions compile it once per worker, not once each.
 */
export interface CheckerCache {
  /** Fills `dir` with the compiled folder of `key`; false when there is none yet. */
  restore(key: string, dir: string): Promise<boolean>
  /** Keeps a copy of a freshly compiled folder. */
  keep(key: string, dir: string): Promise<void>
}

/** The key of a checker folder: its files (names and contents) and how it is compiled. */
export async function checkerKey(dir: string, compile: ReadonlyArray<string>): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(compile))
  for (const name of (await readdir(dir)).sort()) {
    hash.update(`\0${name}\0`).update(await readFile(join(dir, name)))
  }
  return hash.digest('hex')
}

const MAX_KEPT = 64

export function openCheckerCache(root: string): CheckerCache {
  return {
    restore: async (key, dir) => {
      const kept = join(root, key)
      if (!(await stat(kept).catch(() => undefined))) return false
      await cp(kept, dir, { recursive: true, force: true })
      return true
    },
    keep: async (key, dir) => {
      await mkdir(root, { recursive: true })
      const kept = join(root, key)
      if (await stat(kept).catch(() => undefined)) return
      // Copied aside and renamed: another task never restores half a folder.
      const temp = `${kept}.${randomBytes(6).toString('hex')}.tmp`
      await cp(dir, temp, { recursive: true })
      await rename(temp, kept).catch(() => rm(temp, { recursive: true, force: true }))
      const all = await readdir(root)
      if (all.length > MAX_KEPT) {
        // Few problems have checkers; past the bound the oldest go.
        const aged = await Promise.all(all.map(async (n) => ({ n, t: (await stat(join(root, n))).mtimeMs })))
        aged.sort((a, b) => a.t - b.t)
        for (const { n } of aged.slice(0, all.length - MAX_KEPT))
          await rm(join(root, n), { recursive: true, force: true })
      }
    },
  }
}
