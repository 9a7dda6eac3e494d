import { constants } from 'node:fs'
import { mkdir, open, readdir, rm } from 'node:fs/promises'
import { basename, join } from 'node:path'

import { makePrivateDir, writeNewFile } from '../sandbox/work-dir.ts'

/**
 * The folders of one task, under a root of their own that is removed when the task ends (never
 * shared between tasks): `program/` is the user's working folder (what the sandbox shows as /w),
 * `checker/` the special judge's or interactor's, and `io/` holds inputs, answers and captured
 * output outside both, so a program can read neither the answer nor another case's files.
 */
export interface Workspace {
  readonly root: string
  readonly program: string
  readonly checker: string
  readonly io: string
  close(): Promise<void>
}

export async function openWorkspace(tempRoot: string, taskId: string): Promise<Workspace> {
  const safeId = taskId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64)
  // The root: the judge's, passable by the work user's group only (the program folders are bound
  // by bubblewrap running as that user); the user can neither list nor replace what is in it.
  const root = makePrivateDir(tempRoot, `${safeId}-`)
  const program = join(root, 'program')
  const checker = join(root, 'checker')
  const io = join(root, 'io')
  // 0700 each: the program folders are given to the work user by the sandbox at each run
  // (prepareWorkDir); io/ (inputs, answers, outputs) stays the judge's alone.
  for (const dir of [program, checker, io]) await mkdir(dir, { mode: 0o700 })
  return { root, program, checker, io, close: () => rm(root, { recursive: true, force: true }) }
}

/** A file name given by a problem (extra files, file IO names): one plain name, never a path. */
export function safeFileName(name: string): string {
  const base = basename(name)
  if (base !== name || base === '' || base === '.' || base === '..' || base.includes('\0')) {
    throw new Error(`Unsafe file name in the problem: ${JSON.stringify(name)}`)
  }
  return base
}

/** Writes a problem's extra files into a folder (readable by the sandboxed program). */
export async function writeExtraFiles(
  dir: string,
  files: Readonly<Record<string, string>> | undefined,
): Promise<void> {
  for (const [name, content] of Object.entries(files ?? {})) {
    await writeNewFile(join(dir, safeFileName(name)), content)
  }
}

/** Removes what a run left in a folder, keeping the names given (the compiled program). */
export async function resetFolder(dir: string, keep: ReadonlySet<string>): Promise<void> {
  for (const name of await readdir(dir)) {
    if (!keep.has(name)) await rm(join(dir, name), { recursive: true, force: true })
  }
}

/** The first `limit` bytes of a file as text ('' when it does not exist). */
export async function readCapped(path: string, limit: number): Promise<{ text: string; truncated: boolean }> {
  let handle
  try {
    // never through a link: a program's output folder is the program's to fill
    handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ELOOP') return { text: '', truncated: false }
    throw error
  }
  try {
    const size = (await handle.stat()).size
    const buffer = Buffer.alloc(Math.min(size, limit))
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    return { text: buffer.subarray(0, bytesRead).toString('utf8'), truncated: size > limit }
  } finally {
    await handle.close()
  }
}

/** Text cut to `limit` characters, saying so when it was cut. */
export function truncate(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit)}\n... (truncated)`
}
