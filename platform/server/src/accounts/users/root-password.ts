import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where a generated root password is kept, in the data directory. */
const rootPasswordFile = (dataDir: string): string => join(dataDir, 'root-password.txt')

/**
 * Writes a generated root password to a file only its owner may read (0600), made anew (an older
 * file, or a link planted in its place, is removed first, so nothing is written through it).
 * The log names the file, never the password. Answers the file's path.
 */
export function writeRootPassword(dataDir: string, password: string): string {
  const path = rootPasswordFile(dataDir)
  rmSync(path, { force: true })
  writeFileSync(path, `${password}\n`, { flag: 'wx', mode: 0o600 })
  return path
}
