import { closeSync, openSync, realpathSync } from 'node:fs'
import { dirname, join, sep } from 'node:path'

import { E, OFlags, WasiError } from './errno.ts'

/** A preopened folder: the only places a program may see. */
export interface Root {
  readonly host: string
  readonly guest: string
  readonly writable: boolean
}

/** stdin, stdout, stderr: a host file, a pipe to the judge, or nothing. */
export interface StdStream {
  readonly name: 'stdin' | 'stdout' | 'stderr'
  readonly fileType: number
  read(into: Uint8Array): number
  write(data: Uint8Array): void
}

export type Descriptor =
  | { readonly kind: 'std'; readonly stream: StdStream }
  | {
      readonly kind: 'file'
      readonly fd: number
      readonly host: string
      readonly root: Root
      readonly readable: boolean
      readonly writable: boolean
      readonly append: boolean
      position: number
      written: number
    }
  | { readonly kind: 'dir'; readonly host: string; readonly root: Root; readonly preopen: boolean }

function inside(root: string, path: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep)
}

/**
 * Resolves a guest path relative to a folder descriptor to a host path inside the same root: absolute
 * paths, `..` above the root and symlinks leading out are all refused.
 */
export function resolveIn(dir: Descriptor, guestPath: string): { host: string; root: Root } {
  if (dir.kind !== 'dir') throw new WasiError(E.NOTDIR)
  if (guestPath.startsWith('/') || guestPath.includes('\0')) throw new WasiError(E.NOTCAPABLE)
  const base = dir.host.slice(dir.root.host.length).split(sep).filter(Boolean)
  for (const part of guestPath.split('/')) {
    if (part === '' || part === '.') continue
    if (part === '..') {
      if (base.length === 0) throw new WasiError(E.NOTCAPABLE)
      base.pop()
    } else base.push(part)
  }
  const host = join(dir.root.host, ...base)
  let real: string
  try {
    real = realpathSync(host)
  } catch {
    real = join(realpathSync(dirname(host)), host.slice(dirname(host).length))
  }
  if (!inside(dir.root.host, real)) throw new WasiError(E.NOTCAPABLE)
  return { host: real, root: dir.root }
}

/** The open(2) flags of a path_open call, or an errno when the root forbids it. */
export function openFlags(root: Root, oflags: number, wantsWrite: boolean, append: boolean): number {
  const writes = wantsWrite || (oflags & (OFlags.create | OFlags.truncate)) !== 0
  if (writes && !root.writable) throw new WasiError(E.ROFS)
  let flags = writes ? (wantsWrite ? 2 : 0) : 0 // O_RDWR when writing, else O_RDONLY
  if (oflags & OFlags.create) flags |= 0o100
  if (oflags & OFlags.exclusive) flags |= 0o200
  if (oflags & OFlags.truncate) flags |= 0o1000
  if (append) flags |= 0o2000
  return flags | 0o400000 // O_NOFOLLOW on the last component (symlinks are resolved above)
}

const MAX_DESCRIPTORS = 64

/** A table of descriptors: 0-2 standard streams, then preopened roots, then what the program opens. */
export class DescriptorTable {
  private readonly table = new Map<number, Descriptor>()
  private next = 0

  add(d: Descriptor): number {
    // Host descriptors are the judge's own: a program opening files in a loop must not exhaust them.
    if (this.table.size >= MAX_DESCRIPTORS) throw new WasiError(E.MFILE)
    while (this.table.has(this.next)) this.next++
    this.table.set(this.next, d)
    return this.next++
  }

  get(fd: number): Descriptor {
    const d = this.table.get(fd)
    if (!d) throw new WasiError(E.BADF)
    return d
  }

  renumber(from: number, to: number): void {
    const d = this.get(from)
    this.close(to)
    this.table.set(to, d)
    this.table.delete(from)
  }

  close(fd: number): void {
    const d = this.table.get(fd)
    if (!d) return
    if (d.kind === 'file') closeSync(d.fd)
    this.table.delete(fd)
    if (fd < this.next) this.next = fd
  }

  closeAll(): void {
    for (const fd of [...this.table.keys()]) this.close(fd)
  }

  openHost(path: string, flags: number): number {
    return openSync(path, flags, 0o644)
  }
}
