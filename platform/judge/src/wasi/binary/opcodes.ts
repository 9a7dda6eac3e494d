/**
 * The immediates that follow each opcode, for every proposal that clang, CPython's and QuickJS's WASI
 * builds emit (MVP, sign-ext, nontrapping fptoint, bulk memory, multivalue, reference types, SIMD,
 * threads, tail calls, typed function references, legacy and new exception handling). The GC proposal
 * (0xFB) is refused: no language we ship emits it.
 */
export const Imm = {
  none: 0,
  /** One u32 LEB: an index (local, global, function, label, table, tag, data, element, memory). */
  u32: 1,
  /** Two u32 LEBs (call_indirect type+table, memory.init data+memory, table.copy, memory.copy, ...). */
  u32x2: 2,
  blockType: 3,
  memarg: 4,
  /** memarg then a lane byte (v128.load8_lane ...). */
  memargLane: 5,
  i32: 6,
  i64: 7,
  f32: 8,
  f64: 9,
  /** 16 raw bytes (v128.const, i8x16.shuffle). */
  bytes16: 10,
  /** One lane byte (extract_lane, replace_lane). */
  lane: 11,
  brTable: 12,
  /** A vector of value types (typed select). */
  valTypes: 13,
  heapType: 14,
  tryTable: 15,
  /** A single 0x00 byte (atomic.fence). */
  zeroByte: 16,
} as const
export type ImmShape = (typeof Imm)[keyof typeof Imm]

export const PREFIX_GC = 0xfb
const PREFIX_MISC = 0xfc
const PREFIX_SIMD = 0xfd
const PREFIX_ATOMIC = 0xfe

export const Op = {
  unreachable: 0x00,
  block: 0x02,
  loop: 0x03,
  if: 0x04,
  else: 0x05,
  try: 0x06,
  catch: 0x07,
  end: 0x0b,
  delegate: 0x18,
  catchAll: 0x19,
  tryTable: 0x1f,
  br: 0x0c,
  brIf: 0x0d,
  brTable: 0x0e,
  return: 0x0f,
  brOnNull: 0xd5,
  brOnNonNull: 0xd6,
  call: 0x10,
  globalGet: 0x23,
  globalSet: 0x24,
  memoryGrow: 0x40,
  i32Const: 0x41,
  i64Const: 0x42,
  i64Sub: 0x7d,
  i64LtS: 0x53,
  i32Eq: 0x46,
  localGet: 0x20,
  localSet: 0x21,
  localTee: 0x22,
  i32Eqz: 0x45,
  i32Sub: 0x6b,
  i32ShrU: 0x76,
  i64ExtendI32U: 0xad,
} as const

/** Key of a prefixed opcode in the tables below: prefix × 0x10000 + sub-opcode. */
export function prefixed(prefix: number, sub: number): number {
  return prefix * 0x10000 + sub
}

export const MISC_MEMORY_INIT = prefixed(PREFIX_MISC, 8)
export const MISC_MEMORY_COPY = prefixed(PREFIX_MISC, 10)
export const MISC_MEMORY_FILL = prefixed(PREFIX_MISC, 11)

const single = new Map<number, ImmShape>()
const range = (from: number, to: number, shape: ImmShape): void => {
  for (let op = from; op <= to; op++) single.set(op, shape)
}
range(0x00, 0x01, Imm.none)
range(0x02, 0x04, Imm.blockType)
single.set(0x05, Imm.none)
single.set(0x06, Imm.blockType)
range(0x07, 0x09, Imm.u32) // catch tag, throw tag, rethrow depth
single.set(0x0a, Imm.none) // throw_ref
single.set(0x0b, Imm.none)
range(0x0c, 0x0d, Imm.u32)
single.set(0x0e, Imm.brTable)
single.set(0x0f, Imm.none)
single.set(0x10, Imm.u32)
single.set(0x11, Imm.u32x2)
single.set(0x12, Imm.u32)
single.set(0x13, Imm.u32x2)
range(0x14, 0x15, Imm.u32) // call_ref, return_call_ref
single.set(0x18, Imm.u32) // delegate
single.set(0x19, Imm.none) // catch_all
range(0x1a, 0x1b, Imm.none)
single.set(0x1c, Imm.valTypes)
single.set(0x1f, Imm.tryTable)
range(0x20, 0x26, Imm.u32)
range(0x28, 0x3e, Imm.memarg)
range(0x3f, 0x40, Imm.u32) // memory.size / memory.grow: memory index
single.set(0x41, Imm.i32)
single.set(0x42, Imm.i64)
single.set(0x43, Imm.f32)
single.set(0x44, Imm.f64)
range(0x45, 0xc4, Imm.none)
single.set(0xd0, Imm.heapType)
single.set(0xd1, Imm.none)
single.set(0xd2, Imm.u32)
range(0xd3, 0xd4, Imm.none)
range(0xd5, 0xd6, Imm.u32)

const misc = new Map<number, ImmShape>()
for (let s = 0; s <= 7; s++) misc.set(s, Imm.none)
misc.set(8, Imm.u32x2)
misc.set(9, Imm.u32)
misc.set(10, Imm.u32x2)
misc.set(11, Imm.u32)
misc.set(12, Imm.u32x2)
misc.set(13, Imm.u32)
misc.set(14, Imm.u32x2)
for (let s = 15; s <= 17; s++) misc.set(s, Imm.u32)

function simdShape(sub: number): ImmShape | undefined {
  if (sub <= 11) return Imm.memarg
  if (sub === 12 || sub === 13) return Imm.bytes16
  if (sub <= 20) return Imm.none
  if (sub <= 34) return Imm.lane
  if (sub <= 83) return Imm.none
  if (sub <= 91) return Imm.memargLane
  if (sub <= 93) return Imm.memarg
  if (sub <= 0xff) return Imm.none
  if (sub <= 0x113) return Imm.none // relaxed SIMD
  return undefined
}

function atomicShape(sub: number): ImmShape | undefined {
  if (sub <= 2) return Imm.memarg
  if (sub === 3) return Imm.zeroByte
  if (sub >= 0x10 && sub <= 0x4e) return Imm.memarg
  return undefined
}

/** The immediates of an opcode (prefixed ones by `prefixed(prefix, sub)`), or undefined if unknown. */
export function immediatesOf(key: number): ImmShape | undefined {
  if (key < 0x100) return single.get(key)
  const prefix = Math.floor(key / 0x10000)
  const sub = key % 0x10000
  if (prefix === PREFIX_MISC) return misc.get(sub)
  if (prefix === PREFIX_SIMD) return simdShape(sub)
  if (prefix === PREFIX_ATOMIC) return atomicShape(sub)
  return undefined
}
