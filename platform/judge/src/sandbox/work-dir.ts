// The work folder as the sandboxed user needs it: its own (so it may write there when the run is
// writable, and read it when not), closed to every other host user.
import { chmodSync, chownSync, statSync } from 'node:fs'
import { dirname } from 'node:path'

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
