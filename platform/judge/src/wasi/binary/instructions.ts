import { ByteReader, ByteWriter, WasmFormatError } from './bytes.ts'
import { Imm, immediatesOf, type ImmShape, PREFIX_GC, prefixed } from './opcodes.ts'

/** One decoded instruction: its opcode key (see `prefixed`) and its immediates. */
export interface Instruction {
  readonly key: number
  readonly imm: ReadonlyArray<number | bigint | Uint8Array | ReadonlyArray<number>>
}

const REF_NULL = -29n // 0x63 read as a signed LEB: (ref null ht)
const REF = -28n // 0x64: (ref ht)

function skipValType(r: ByteReader): void {
  const t = r.sleb()
  if (t === REF_NULL || t === REF) r.sleb()
}

function readBlockType(r: ByteReader): void {
  const t = r.sleb()
  if (t === REF_NULL || t === REF) r.sleb()
}

/** Reads the opcode at the reader's position; returns its key. */
export function readOpcode(r: ByteReader): number {
  const first = r.byte()
  if (first < PREFIX_GC) return first
  if (first === PREFIX_GC) throw new WasmFormatError('GC instructions (0xFB) are not supported', r.pos - 1)
  return prefixed(first, r.u32())
}

/**
 * Moves the reader past the immediates of `key`. With `out`, also collects them: numbers for
 * indices, bigint for i64 and block types, raw bytes for floats, v128 and the rarer shapes.
 */
export function readImmediates(r: ByteReader, key: number, out?: Instruction['imm'][number][]): void {
  const shape = immediatesOf(key)
  if (shape === undefined) {
    throw new WasmFormatError(`unknown opcode 0x${key.toString(16)}`, r.pos)
  }
  if (!out) return skipShape(r, shape)
  const start = r.pos
  switch (shape) {
    case Imm.none:
      return
    case Imm.u32:
      out.push(r.u32())
      return
    case Imm.u32x2:
      out.push(r.u32(), r.u32())
      return
    case Imm.i32:
      out.push(r.s32())
      return
    case Imm.i64:
      out.push(r.sleb())
      return
    case Imm.lane:
      out.push(r.byte())
      return
    case Imm.brTable: {
      const n = r.u32()
      const targets: number[] = []
      for (let i = 0; i < n; i++) targets.push(r.u32())
      out.push(targets, r.u32())
      return
    }
    case Imm.memarg: {
      const align = r.u32()
      out.push(align, align & 0x40 ? r.u32() : 0, r.u32())
      return
    }
    default:
      skipShape(r, shape)
      out.push(new Uint8Array(r.bytes.subarray(start, r.pos)))
  }
}

function skipShape(r: ByteReader, shape: ImmShape): void {
  switch (shape) {
    case Imm.none:
      return
    case Imm.u32:
    case Imm.i32:
    case Imm.i64:
    case Imm.heapType:
      r.skipLeb()
      return
    case Imm.u32x2:
      r.skipLeb()
      r.skipLeb()
      return
    case Imm.blockType:
      readBlockType(r)
      return
    case Imm.memarg:
    case Imm.memargLane: {
      const align = r.u32()
      if (align & 0x40) r.skipLeb()
      r.skipLeb()
      if (shape === Imm.memargLane) r.byte()
      return
    }
    case Imm.f32:
      r.take(4)
      return
    case Imm.f64:
      r.take(8)
      return
    case Imm.bytes16:
      r.take(16)
      return
    case Imm.lane:
    case Imm.zeroByte:
      r.byte()
      return
    case Imm.brTable: {
      const n = r.u32()
      for (let i = 0; i <= n; i++) r.skipLeb()
      return
    }
    case Imm.valTypes: {
      const n = r.u32()
      for (let i = 0; i < n; i++) skipValType(r)
      return
    }
    case Imm.tryTable: {
      readBlockType(r)
      const n = r.u32()
      for (let i = 0; i < n; i++) {
        const kind = r.byte()
        if (kind <= 1) r.skipLeb()
        r.skipLeb()
      }
      return
    }
  }
}

/** Decodes a whole expression (a function body after its locals, or a constant expression). */
export function decodeExpression(bytes: Uint8Array, start = 0, end = bytes.length): Instruction[] {
  const r = new ByteReader(bytes.subarray(0, end), start)
  const list: Instruction[] = []
  while (r.pos < end) {
    const key = readOpcode(r)
    const imm: Instruction['imm'][number][] = []
    readImmediates(r, key, imm)
    list.push({ key, imm })
  }
  return list
}

/** Encodes instructions back to bytes, with canonical (shortest) LEB128s. */
export function encodeInstructions(list: ReadonlyArray<Instruction>, w = new ByteWriter()): ByteWriter {
  for (const ins of list) {
    if (ins.key < 0x100) w.byte(ins.key)
    else w.byte(Math.floor(ins.key / 0x10000)).u32(ins.key % 0x10000)
    const shape = immediatesOf(ins.key)
    if (shape === Imm.memarg) {
      const [align, mem, offset] = ins.imm as number[]
      w.u32(align!)
      if (align! & 0x40) w.u32(mem!)
      w.u32(offset!)
      continue
    }
    if (shape === Imm.brTable) {
      const targets = ins.imm[0] as number[]
      w.u32(targets.length)
      for (const t of targets) w.u32(t)
      w.u32(ins.imm[1] as number)
      continue
    }
    for (const v of ins.imm) {
      if (v instanceof Uint8Array) w.bytes(v)
      else if (typeof v === 'bigint') w.sleb(v)
      else if (shape === Imm.i32) w.sleb(v as number)
      else if (shape === Imm.lane) w.byte(v as number)
      else w.u32(v as number)
    }
  }
  return w
}
