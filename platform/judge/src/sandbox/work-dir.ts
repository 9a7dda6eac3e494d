// The work folder as the sandboxed user needs it: its own (so it may write there when the run is
// writable, and read it when not), closed to every other host user.
import {
  chmodSync,
  chownSync,
  constants,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  statSync,
  unlinkSync,
} from 'node:fs'
import { copyFile, open, unlink } from 'node:fs/promises'
import { dirname, join } from 'node:path'

type User = { readonly uid: number; readonly gid: number }

/** The host user sandboxed programs run as when the judge is root (nobody). */
export const WORK_USER: User = { uid: 65534, gid: 65534 }

/** The work user of this process: WORK_USER when root, else none (programs run as the judge). */
const workUser = (): User | null => (process.geteuid?.() === 0 ? WORK_USER : null)

/**
 * A folder only the judge and, to pass through it, the work user's group may enter: made by mkdtemp
 * (a fresh random name, never a fixed one another user of the machine could have made first), mode
 * 0700, or 0710 with the work user's group when the judge is root (bubblewrap, run as that user,
 * must reach the work folders below it). Never listable or writable by anyone else.
 */
export function makePrivateDir(parent: string, prefix: string, user: User | null = workUser()): string {
  mkdirSync(parent, { recursive: true })
  const dir = mkdtempSync(join(parent, prefix))
  closeToOthers(dir, user)
  return dir
}

/** Mode 0700, or 0710 with the work user's group (see makePrivateDir). */
function closeToOthers(dir: string, user: User | null = workUser()): void {
  if (user) {
    chownSync(dir, process.geteuid?.() ?? 0, user.gid)
    chmodSync(dir, 0o710)
  } else chmodSync(dir, 0o700)
}

/**
 * A folder the judge keeps across starts (the test data cache): made 0700 if missing; refused when
 * it is a symlink, not ours, or open to others' writes (someone else made it first, in a shared /tmp).
 */
export function ensureOwnDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const stat = lstatSync(dir)
  const uid = process.geteuid?.() ?? stat.uid
  if (!stat.isDirectory() || stat.uid !== uid || (stat.mode & 0o022) !== 0)
    throw new Error(
      `${dir} is not a private folder of the judge (a symlink, another user's, or writable by others): refusing to use it`,
    )
  chmodSync(dir, 0o700)
}

// Files the judge (root) puts in folders a sandboxed program may write: created afresh, never
// opened through a symlink or onto a FIFO the program left under that name.
const CREATE_NEW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW

async function removeAny(path: string): Promise<void> {
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error
  })
}

/** Writes `data` as a new file at `path` (whatever was there is removed first, a link is not followed). */
export async function writeNewFile(path: string, data: string | Uint8Array): Promise<void> {
  await removeAny(path)
  const handle = await open(path, CREATE_NEW, 0o644)
  try {
    await handle.writeFile(data)
  } finally {
    await handle.close()
  }
}

/** Copies `from` (a file of the judge's own) to a new file at `to`, as writeNewFile. */
export async function copyToNewFile(from: string, to: string): Promise<void> {
  await removeAny(to)
  // COPYFILE_EXCL: fails on anything at `to`, a link planted meanwhile included
  await copyFile(from, to, constants.COPYFILE_EXCL)
}

/**
 * Gives `dir` to the work user, mode 0700. Files the judge puts in it must be readable by others
 * (mode 0644: the default umask gives that), since the program reads them as the work user; and
 * the folders above it must let others pass (x), since bubblewrap binds it as that user.
 */
export function prepareWorkDir(dir: string, user: User | null): void {
  if (user) {
    chownSync(dir, user.uid, user.gid)
    const closed = closedFolderAbove(dir, user)
    if (closed)
      throw new Error(
        `native sandbox: ${closed} (above the work folder ${dir}) must be passable by the work user (its group: chmod g+x, chgrp ${user.gid}; or chmod o+x)`,
      )
  }
  chmodSync(dir, 0o700)
}

/**
 * The first folder above `path` (from its parent up to /) that `user` may not pass through (no x
 * for them), or null when every one lets them. bubblewrap runs as the work user: a folder it binds
 * must be reachable by that user, whatever the judge itself (root) can reach.
 */
export function closedFolderAbove(path: string, user: User): string | null {
  for (let up = dirname(path); ; up = dirname(up)) {
    const stat = statSync(up)
    const passes =
      (stat.mode & 0o001) !== 0 ||
      (stat.uid === user.uid && (stat.mode & 0o100) !== 0) ||
      (stat.gid === user.gid && (stat.mode & 0o010) !== 0)
    if (!passes) return up
    if (up === '/') return null
  }
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
