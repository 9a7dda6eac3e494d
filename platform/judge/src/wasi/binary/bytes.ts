/** Little readers and writers of the WebAssembly binary format (LEB128 integers, raw bytes). */

export class ByteReader {
  readonly bytes: Uint8Array
  pos: number

  constructor(bytes: Uint8Array, pos = 0) {
    this.bytes = bytes
    this.pos = pos
  }

  get done(): boolean {
    return this.pos >= this.bytes.length
  }

  byte(): number {
    if (this.pos >= this.bytes.length) throw new WasmFormatError('unexpected end of module', this.pos)
    return this.bytes[this.pos++]!
  }

  /** An unsigned LEB128 of up to 32 bits. */
  u32(): number {
    let result = 0
    let shift = 0
    for (;;) {
      const b = this.byte()
      if (shift < 28) result |= (b & 0x7f) << shift
      else result += (b & 0x7f) * 2 ** shift
      if ((b & 0x80) === 0) return result >>> 0
      shift += 7
      if (shift > 35) throw new WasmFormatError('LEB128 too long', this.pos)
    }
  }

  /** A signed LEB128 as a bigint (i64.const, s33 block types, heap types). */
  sleb(): bigint {
    let result = 0n
    let shift = 0n
    let b: number
    do {
      b = this.byte()
      result |= BigInt(b & 0x7f) << shift
      shift += 7n
      if (shift > 70n) throw new WasmFormatError('LEB128 too long', this.pos)
    } while (b & 0x80)
    if (b & 0x40) result -= 1n << shift
    return result
  }

  /** A signed LEB128 that fits a double (i32.const, s33). */
  s32(): number {
    return Number(this.sleb())
  }

  /** Skips one LEB128 of any width without decoding it (the hot path of instrumentation). */
  skipLeb(): void {
    while (this.byte() & 0x80);
  }

  take(n: number): Uint8Array {
    if (this.pos + n > this.bytes.length) throw new WasmFormatError('unexpected end of module', this.pos)
    const out = this.bytes.subarray(this.pos, this.pos + n)
    this.pos += n
    return out
  }

  name(): string {
    return new TextDecoder().decode(this.take(this.u32()))
  }
}

export class ByteWriter {
  private buf: Uint8Array<ArrayBuffer> = new Uint8Array(1024)
  length = 0

  private room(n: number): void {
    if (this.length + n <= this.buf.length) return
    let size = this.buf.length * 2
    while (size < this.length + n) size *= 2
    const next = new Uint8Array(size)
    next.set(this.buf.subarray(0, this.length))
    this.buf = next
  }

  byte(b: number): this {
    this.room(1)
    this.buf[this.length++] = b
    return this
  }

  bytes(b: Uint8Array | ReadonlyArray<number>): this {
    this.room(b.length)
    this.buf.set(b, this.length)
    this.length += b.length
    return this
  }

  u32(value: number): this {
    let v = value >>> 0
    do {
      let b = v & 0x7f
      v >>>= 7
      if (v !== 0) b |= 0x80
      this.byte(b)
    } while (v !== 0)
    return this
  }

  sleb(value: bigint | number): this {
    let v = BigInt(value)
    for (;;) {
      const b = Number(v & 0x7fn)
      v >>= 7n
      const done = (v === 0n && (b & 0x40) === 0) || (v === -1n && (b & 0x40) !== 0)
      this.byte(done ? b : b | 0x80)
      if (done) return this
    }
  }

  /** A signed LEB128 padded to exactly 10 bytes, so it can be patched in place later. */
  sleb10(value: bigint): this {
    let v = value
    for (let i = 0; i < 10; i++) {
      const b = Number(v & 0x7fn)
      v >>= 7n
      this.byte(i < 9 ? b | 0x80 : b & 0x7f)
    }
    return this
  }

  name(text: string): this {
    const b = new TextEncoder().encode(text)
    return this.u32(b.length).bytes(b)
  }

  /** Writes a vector: its length as LEB128, then the bytes of `inner`. */
  sized(inner: ByteWriter): this {
    return this.u32(inner.length).bytes(inner.finish())
  }

  finish(): Uint8Array<ArrayBuffer> {
    return this.buf.subarray(0, this.length)
  }
}

export class WasmFormatError extends Error {
  constructor(message: string, offset: number) {
    super(`${message} at byte ${offset}`)
    this.name = 'WasmFormatError'
  }
}
