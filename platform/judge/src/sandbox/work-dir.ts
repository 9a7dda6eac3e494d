// The work folder as the sandboxed user needs it: its own (so it may write there when the run is
// writable, and read it when not), closed to every other host user.
import { chmodSync, chownSync, lstatSync, readdirSync, statSync, unlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'

type User = { readonly uid: number; readonly gid: number }

/**
 * Gives `dir` to the work user, mode 0700. Files the judge puts in it must be readable by others
 * (mode 0644: the default umask gives that), since the program reads them as the work user; and
 * the folders above it must let others pass (x), since bubblewrap binds it as that user.
 */
export function prepareWorkDir(dir: string, user: User | null): void {
  if (user) {
    chownSync(dir, user.uid, user.gid)
    for (let up = dirname(dir); ; up = dirname(up)) {
      const stat = statSync(up)
      const passes = (stat.mode & 0o001) !== 0 || (stat.uid === user.uid && (stat.mode & 0o100) !== 0)
      if (!passes)
        throw new Error(
          `native sandbox: ${up} (above the work folder ${dir}) must be passable by others (chmod o+x)`,
        )
      if (up === '/') break
    }
  }
  chmodSync(dir, 0o700)
}

/**
 * After a writable run: removes what the program left that is neither a file nor a folder. The judge
 * reads this folder as root afterwards; a symlink to /etc/shadow named like the expected output, or
 * a FIFO that blocks its reader, must not be there to be read.
 */
export function removeSpecialFiles(dir: string, depth = 0): void {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return
  }
  for (const name of names) {
    const path = join(dir, name)
    const stat = lstatSync(path, { throwIfNoEntry: false })
    if (!stat) continue
    if (stat.isDirectory() && depth < 32) removeSpecialFiles(path, depth + 1)
    else if (!stat.isFile() && !stat.isDirectory()) unlinkSync(path)
  }
}
