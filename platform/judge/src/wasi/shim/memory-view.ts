import { E, WasiError } from './errno.ts'

/** As POSIX: a program cannot make one call walk an unbounded list. */
const IOV_MAX = 1024

/** Typed access to the program's linear memory; views are made afresh because memory can grow. */
export class GuestMemory {
  memory: WebAssembly.Memory | null = null

  view(): DataView {
    return new DataView(this.memory!.buffer)
  }

  bytes(ptr: number, len: number): Uint8Array {
    return new Uint8Array(this.memory!.buffer, ptr, len)
  }

  string(ptr: number, len: number): string {
    return new TextDecoder().decode(this.bytes(ptr, len))
  }

  /** The (ptr, len) pairs of an iovec array. */
  iovecs(ptr: number, count: number): Uint8Array[] {
    if (count > IOV_MAX) throw new WasiError(E.INVAL)
    const v = this.view()
    const list: Uint8Array[] = []
    for (let i = 0; i < count; i++) {
      list.push(this.bytes(v.getUint32(ptr + i * 8, true), v.getUint32(ptr + i * 8 + 4, true)))
    }
    return list
  }

  /** Writes NUL-terminated strings and their pointers (args_get, environ_get). */
  writeStrings(items: ReadonlyArray<Uint8Array>, pointers: number, buffer: number): void {
    const v = this.view()
    let at = buffer
    items.forEach((item, i) => {
      v.setUint32(pointers + i * 4, at, true)
      this.bytes(at, item.length).set(item)
      v.setUint8(at + item.length, 0)
      at += item.length + 1
    })
  }
}
