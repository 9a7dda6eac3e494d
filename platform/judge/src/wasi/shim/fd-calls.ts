import { fstatSync, ftruncateSync, readdirSync, readSync, statSync, writeSync } from 'node:fs'

import { DISK_FACTOR, type ShimContext, syscall } from './context.ts'
import { type Descriptor } from './descriptors.ts'
import { ALL_RIGHTS, E, FileType, OutputLimit, WasiError } from './errno.ts'

const WHENCE_SET = 0
const WHENCE_CUR = 1
const WHENCE_END = 2

function fileOf(d: Descriptor): Extract<Descriptor, { kind: 'file' }> {
  if (d.kind === 'dir') throw new WasiError(E.ISDIR)
  if (d.kind !== 'file') throw new WasiError(E.SPIPE)
  return d
}

function fileTypeOf(d: Descriptor): number {
  if (d.kind === 'std') return d.stream.fileType
  return d.kind === 'dir' ? FileType.directory : FileType.regularFile
}

/** Writes a filestat (64 bytes) for a host path or descriptor. */
export function writeFilestat(ctx: ShimContext, ptr: number, d: Descriptor | string): void {
  const v = ctx.memory.view()
  for (let i = 0; i < 64; i += 8) v.setBigUint64(ptr + i, 0n, true)
  if (typeof d !== 'string' && d.kind === 'std') {
    v.setUint8(ptr + 16, d.stream.fileType)
    return
  }
  const s =
    typeof d === 'string'
      ? statSync(d, { bigint: true })
      : d.kind === 'file'
        ? fstatSync(d.fd, { bigint: true })
        : statSync(d.host, { bigint: true })
  v.setBigUint64(ptr, s.dev, true)
  v.setBigUint64(ptr + 8, s.ino, true)
  v.setUint8(
    ptr + 16,
    s.isDirectory() ? FileType.directory : s.isFile() ? FileType.regularFile : FileType.unknown,
  )
  v.setBigUint64(ptr + 24, s.nlink, true)
  v.setBigUint64(ptr + 32, s.size, true)
  v.setBigUint64(ptr + 40, s.atimeNs, true)
  v.setBigUint64(ptr + 48, s.mtimeNs, true)
  v.setBigUint64(ptr + 56, s.ctimeNs, true)
}

function writeFile(
  ctx: ShimContext,
  f: Extract<Descriptor, { kind: 'file' }>,
  data: Uint8Array,
  at?: number,
): number {
  if (!f.writable) throw new WasiError(E.BADF)
  const position = at ?? (f.append ? fstatSync(f.fd).size : f.position)
  if (position + data.length > ctx.outputBytes) throw new OutputLimit(f.host)
  ctx.disk.written += data.length
  if (ctx.disk.written > ctx.outputBytes * DISK_FACTOR) throw new OutputLimit('the work folder')
  const n = writeSync(f.fd, data, 0, data.length, position)
  if (at === undefined) f.position = position + n
  return n
}

export function fdCalls(ctx: ShimContext): Record<string, (...args: never[]) => number> {
  const { memory, fds } = ctx
  return {
    fd_write: syscall((fd: number, iovs: number, count: number, nwritten: number) => {
      const d = fds.get(fd)
      let total = 0
      for (const chunk of memory.iovecs(iovs, count)) {
        if (d.kind === 'std') {
          d.stream.write(chunk)
          total += chunk.length
        } else total += writeFile(ctx, fileOf(d), chunk)
      }
      memory.view().setUint32(nwritten, total, true)
      return E.SUCCESS
    }),
    fd_pwrite: syscall((fd: number, iovs: number, count: number, offset: bigint, nwritten: number) => {
      const f = fileOf(fds.get(fd))
      let total = 0
      for (const chunk of memory.iovecs(iovs, count))
        total += writeFile(ctx, f, chunk, Number(offset) + total)
      memory.view().setUint32(nwritten, total, true)
      return E.SUCCESS
    }),
    fd_read: syscall((fd: number, iovs: number, count: number, nread: number) => {
      const d = fds.get(fd)
      let total = 0
      for (const chunk of memory.iovecs(iovs, count)) {
        let n: number
        if (d.kind === 'std') n = d.stream.read(chunk)
        else {
          const f = fileOf(d)
          if (!f.readable) throw new WasiError(E.BADF)
          n = readSync(f.fd, chunk, 0, chunk.length, f.position)
          f.position += n
        }
        total += n
        if (n < chunk.length) break
      }
      memory.view().setUint32(nread, total, true)
      return E.SUCCESS
    }),
    fd_pread: syscall((fd: number, iovs: number, count: number, offset: bigint, nread: number) => {
      const f = fileOf(fds.get(fd))
      let total = 0
      for (const chunk of memory.iovecs(iovs, count)) {
        const n = readSync(f.fd, chunk, 0, chunk.length, Number(offset) + total)
        total += n
        if (n < chunk.length) break
      }
      memory.view().setUint32(nread, total, true)
      return E.SUCCESS
    }),
    fd_seek: syscall((fd: number, offset: bigint, whence: number, result: number) => {
      const f = fileOf(fds.get(fd))
      const base =
        whence === WHENCE_SET
          ? 0
          : whence === WHENCE_CUR
            ? f.position
            : whence === WHENCE_END
              ? fstatSync(f.fd).size
              : NaN
      const next = base + Number(offset)
      if (!(next >= 0)) throw new WasiError(E.INVAL)
      f.position = next
      memory.view().setBigUint64(result, BigInt(next), true)
      return E.SUCCESS
    }),
    fd_tell: syscall((fd: number, result: number) => {
      memory.view().setBigUint64(result, BigInt(fileOf(fds.get(fd)).position), true)
      return E.SUCCESS
    }),
    fd_close: syscall((fd: number) => {
      const d = fds.get(fd)
      if (d.kind === 'dir' && d.preopen) throw new WasiError(E.NOTSUP)
      fds.close(fd)
      return E.SUCCESS
    }),
    fd_fdstat_get: syscall((fd: number, ptr: number) => {
      const d = fds.get(fd)
      const v = memory.view()
      v.setUint8(ptr, fileTypeOf(d))
      v.setUint16(ptr + 2, d.kind === 'file' && d.append ? 1 : 0, true)
      const rights =
        d.kind === 'std' && d.stream.fileType !== FileType.regularFile
          ? ALL_RIGHTS & ~((1n << 2n) | (1n << 5n))
          : ALL_RIGHTS
      v.setBigUint64(ptr + 8, rights, true)
      v.setBigUint64(ptr + 16, ALL_RIGHTS, true)
      return E.SUCCESS
    }),
    fd_fdstat_set_flags: syscall((fd: number) => (fds.get(fd), E.SUCCESS)),
    fd_filestat_get: syscall((fd: number, ptr: number) => {
      writeFilestat(ctx, ptr, fds.get(fd))
      return E.SUCCESS
    }),
    fd_filestat_set_size: syscall((fd: number, size: bigint) => {
      const f = fileOf(fds.get(fd))
      if (!f.writable) throw new WasiError(E.BADF)
      if (size > BigInt(ctx.outputBytes)) throw new OutputLimit(f.host)
      ftruncateSync(f.fd, Number(size))
      return E.SUCCESS
    }),
    fd_prestat_get: syscall((fd: number, ptr: number) => {
      const d = fds.get(fd)
      if (d.kind !== 'dir' || !d.preopen) throw new WasiError(E.BADF)
      const v = memory.view()
      v.setUint8(ptr, 0)
      v.setUint32(ptr + 4, new TextEncoder().encode(d.root.guest).length, true)
      return E.SUCCESS
    }),
    fd_prestat_dir_name: syscall((fd: number, ptr: number, len: number) => {
      const d = fds.get(fd)
      if (d.kind !== 'dir' || !d.preopen) throw new WasiError(E.BADF)
      const name = new TextEncoder().encode(d.root.guest)
      memory.bytes(ptr, Math.min(len, name.length)).set(name.subarray(0, len))
      return E.SUCCESS
    }),
    fd_readdir: syscall((fd: number, buf: number, len: number, cookie: bigint, used: number) => {
      const d = fds.get(fd)
      if (d.kind !== 'dir') throw new WasiError(E.NOTDIR)
      const entries = readdirSync(d.host, { withFileTypes: true })
      const typeOf = (e: (typeof entries)[number]): number =>
        e.isDirectory() ? FileType.directory : e.isFile() ? FileType.regularFile : FileType.unknown
      const names: Array<{ name: string; type: number }> = [
        { name: '.', type: FileType.directory },
        { name: '..', type: FileType.directory },
        ...entries.map((e) => ({ name: e.name, type: typeOf(e) })),
      ]
      const out = memory.bytes(buf, len)
      let at = 0
      for (let i = Number(cookie); i < names.length && at < len; i++) {
        const name = new TextEncoder().encode(names[i]!.name)
        const record = new Uint8Array(24 + name.length)
        const rv = new DataView(record.buffer)
        rv.setBigUint64(0, BigInt(i + 1), true)
        rv.setUint32(16, name.length, true)
        rv.setUint8(20, names[i]!.type)
        record.set(name, 24)
        const n = Math.min(record.length, len - at)
        out.set(record.subarray(0, n), at)
        at += n
      }
      memory.view().setUint32(used, at, true)
      return E.SUCCESS
    }),
    fd_renumber: syscall((from: number, to: number) => (fds.renumber(from, to), E.SUCCESS)),
    fd_sync: syscall((fd: number) => (fds.get(fd), E.SUCCESS)),
    fd_datasync: syscall((fd: number) => (fds.get(fd), E.SUCCESS)),
    fd_advise: syscall((fd: number) => (fds.get(fd), E.SUCCESS)),
  }
}
