import { mkdirSync, renameSync, rmdirSync, statSync, unlinkSync } from 'node:fs'

import { MAX_CREATED, type ShimContext, syscall } from './context.ts'
import { openFlags, resolveIn } from './descriptors.ts'
import { E, FdFlags, OFlags, WasiError } from './errno.ts'
import { writeFilestat } from './fd-calls.ts'

const FD_WRITE = 1n << 6n

/** The path_* calls: every path is resolved inside the descriptor's root (see resolveIn). */
export function pathCalls(ctx: ShimContext): Record<string, (...args: never[]) => number> {
  const { memory, fds } = ctx
  const countCreation = (): void => {
    if (++ctx.disk.created > MAX_CREATED) throw new WasiError(E.NOSPC)
  }
  const path = (dirFd: number, ptr: number, len: number) => resolveIn(fds.get(dirFd), memory.string(ptr, len))
  const writablePath = (dirFd: number, ptr: number, len: number) => {
    const p = path(dirFd, ptr, len)
    if (!p.root.writable) throw new WasiError(E.ROFS)
    return p.host
  }
  return {
    path_open: syscall(
      (
        dirFd: number,
        _lookup: number,
        ptr: number,
        len: number,
        oflags: number,
        rights: bigint,
        _inh: bigint,
        fdflags: number,
        result: number,
      ) => {
        const { host, root } = path(dirFd, ptr, len)
        let isDir = false
        try {
          isDir = statSync(host).isDirectory()
        } catch (error) {
          if (!(oflags & OFlags.create)) throw error
          if (root.writable) countCreation()
        }
        if (oflags & OFlags.directory && !isDir) throw new WasiError(E.NOTDIR)
        let fd: number
        if (isDir) {
          if (oflags & (OFlags.create | OFlags.truncate) && oflags & OFlags.exclusive)
            throw new WasiError(E.EXIST)
          fd = fds.add({ kind: 'dir', host, root, preopen: false })
        } else {
          const wantsWrite = (BigInt(rights) & FD_WRITE) !== 0n
          const append = (fdflags & FdFlags.append) !== 0
          const hostFd = fds.openHost(host, openFlags(root, oflags, wantsWrite || append, append))
          fd = fds.add({
            kind: 'file',
            fd: hostFd,
            host,
            root,
            readable: true,
            writable: wantsWrite || append,
            append,
            position: 0,
            written: 0,
          })
        }
        memory.view().setUint32(result, fd, true)
        return E.SUCCESS
      },
    ),
    path_filestat_get: syscall((dirFd: number, _flags: number, ptr: number, len: number, out: number) => {
      writeFilestat(ctx, out, path(dirFd, ptr, len).host)
      return E.SUCCESS
    }),
    path_create_directory: syscall((dirFd: number, ptr: number, len: number) => {
      const host = writablePath(dirFd, ptr, len)
      countCreation()
      mkdirSync(host)
      return E.SUCCESS
    }),
    path_remove_directory: syscall((dirFd: number, ptr: number, len: number) => {
      rmdirSync(writablePath(dirFd, ptr, len))
      return E.SUCCESS
    }),
    path_unlink_file: syscall((dirFd: number, ptr: number, len: number) => {
      unlinkSync(writablePath(dirFd, ptr, len))
      return E.SUCCESS
    }),
    path_rename: syscall(
      (fromFd: number, fromPtr: number, fromLen: number, toFd: number, toPtr: number, toLen: number) => {
        renameSync(writablePath(fromFd, fromPtr, fromLen), writablePath(toFd, toPtr, toLen))
        return E.SUCCESS
      },
    ),
    // No links of any kind: a link is the classic way out of a folder.
    path_symlink: () => E.NOTCAPABLE,
    path_link: () => E.NOTCAPABLE,
    path_readlink: () => E.INVAL,
    path_filestat_set_times: () => E.NOSYS,
  }
}
