/** The WASI preview1 error numbers, file types and flags the shim uses. */
export const E = {
  SUCCESS: 0,
  ACCES: 2,
  BADF: 8,
  EXIST: 20,
  FAULT: 21,
  INVAL: 28,
  MFILE: 33,
  FBIG: 22,
  IO: 29,
  ISDIR: 31,
  NOENT: 44,
  NOSPC: 51,
  NOSYS: 52,
  NOTDIR: 54,
  NOTEMPTY: 55,
  NOTSUP: 58,
  PERM: 63,
  ROFS: 69,
  SPIPE: 70,
  NOTCAPABLE: 76,
} as const

export const FileType = { unknown: 0, characterDevice: 2, directory: 3, regularFile: 4 } as const

export const OFlags = { create: 1, directory: 2, exclusive: 4, truncate: 8 } as const
export const FdFlags = { append: 1 } as const
export const ALL_RIGHTS = 0x1fffffffn

/** Thrown (never returned) when the program ends: proc_exit, or a limit reached inside a call. */
export class ProcExit {
  readonly code: number
  constructor(code: number) {
    this.code = code
  }
}

export class OutputLimit {
  readonly stream: string
  constructor(stream: string) {
    this.stream = stream
  }
}

/** An errno raised inside the shim and returned to the program as the call's result. */
export class WasiError {
  readonly errno: number
  constructor(errno: number) {
    this.errno = errno
  }
}

/** Maps a Node file system error to a WASI errno. */
export function errnoOf(error: unknown): number {
  if (error instanceof WasiError) return error.errno
  const code = (error as { code?: string }).code
  switch (code) {
    case 'ENOENT':
      return E.NOENT
    case 'EEXIST':
      return E.EXIST
    case 'EISDIR':
      return E.ISDIR
    case 'ENOTDIR':
      return E.NOTDIR
    case 'ENOTEMPTY':
      return E.NOTEMPTY
    case 'EACCES':
      return E.ACCES
    case 'EPERM':
      return E.PERM
    case 'EINVAL':
      return E.INVAL
    default:
      return E.IO
  }
}
