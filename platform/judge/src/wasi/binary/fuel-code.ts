import { ByteReader, ByteWriter } from './bytes.ts'
import { readImmediates, readOpcode } from './instructions.ts'
import { MISC_MEMORY_COPY, MISC_MEMORY_FILL, MISC_MEMORY_INIT, Op } from './opcodes.ts'

/** Indices the rewritten code refers to: the new globals and helper functions. */
export interface FuelTargets {
  readonly fuelGlobal: number
  readonly outOfFuel: number
  readonly growMemory: number
  readonly chargeBytes: number
}

/**
 * Bytes that subtract `cost` from the fuel global and call the out-of-fuel trap when it goes
 * negative. Emitted at every function entry and every loop header.
 */
function fuelCheck(t: FuelTargets, cost: number, w: ByteWriter): void {
  w.byte(Op.globalGet).u32(t.fuelGlobal).byte(Op.i64Const).sleb(cost).byte(Op.i64Sub)
  w.byte(Op.globalSet).u32(t.fuelGlobal)
  w.byte(Op.globalGet).u32(t.fuelGlobal).byte(Op.i64Const).byte(0).byte(Op.i64LtS)
  w.byte(Op.if).byte(0x40).byte(Op.call).u32(t.outOfFuel).byte(Op.end)
}

type Piece = Uint8Array | { readonly segment: number; readonly mandatory: boolean }

/** Segments this cheap, outside loop headers and function entries, are not charged (no check). */
const FREE_SEGMENT = 4

/**
 * Rewrites one function body (locals + expression, without its size). The code is cut into segments
 * at every place control can arrive other than by falling through (the function entry, loop headers,
 * the start of `if`/`else`/`catch` arms, the code after each `end`) and after every branch (what
 * follows a `br_if` runs only when it is not taken). A segment's static cost (one
 * unit per instruction) is paid when control enters it, so the fuel of a run depends only on the path
 * the program takes, never on the machine. Every loop iteration and every call pays (no unbounded run
 * escapes); very short other segments are free, to keep the overhead down. memory.grow goes through a
 * helper that traps at the cap; bulk memory operations pay for their length.
 */
export function rewriteBody(body: Uint8Array, t: FuelTargets, out: ByteWriter, meter = true): void {
  const r = new ByteReader(body)
  for (let groups = r.u32(); groups > 0; groups--) {
    r.u32()
    const type = r.byte()
    if (type === 0x63 || type === 0x64) r.sleb()
  }
  const pieces: Piece[] = [body.subarray(0, r.pos), { segment: 0, mandatory: true }]
  const costs = [0]
  let depth = 0
  let copyFrom = r.pos
  const flush = (to: number): void => {
    if (to > copyFrom) pieces.push(body.subarray(copyFrom, to))
    copyFrom = to
  }
  const boundary = (mandatory: boolean): void => {
    flush(r.pos)
    pieces.push({ segment: costs.length, mandatory })
    costs.push(0)
  }
  while (r.pos < body.length) {
    const start = r.pos
    const key = readOpcode(r)
    readImmediates(r, key)
    costs[costs.length - 1]! += 1
    switch (key) {
      case Op.block:
      case Op.try:
      case Op.tryTable:
        depth++
        break
      case Op.loop:
        depth++
        boundary(true)
        break
      case Op.if:
        depth++
        boundary(false)
        break
      case Op.else:
      case Op.catch:
      case Op.catchAll:
      case Op.br:
      case Op.brIf:
      case Op.brTable:
      case Op.return:
      case Op.brOnNull:
      case Op.brOnNonNull:
        boundary(false)
        break
      case Op.end:
      case Op.delegate:
        if (depth-- > 0) boundary(false)
        break
      case Op.memoryGrow:
        if (body[r.pos - 1] === 0 && r.pos - start === 2) {
          flush(start)
          pieces.push(new ByteWriter().byte(Op.call).u32(t.growMemory).finish())
          copyFrom = r.pos
        }
        break
      case MISC_MEMORY_FILL:
      case MISC_MEMORY_COPY:
      case MISC_MEMORY_INIT:
        flush(start)
        pieces.push(new ByteWriter().byte(Op.call).u32(t.chargeBytes).finish())
        break
    }
  }
  flush(body.length)
  const inner = new ByteWriter()
  for (const piece of pieces) {
    if (piece instanceof Uint8Array) inner.bytes(piece)
    else if (meter && (piece.mandatory || costs[piece.segment]! > FREE_SEGMENT))
      fuelCheck(t, costs[piece.segment]!, inner)
  }
  out.sized(inner)
}
