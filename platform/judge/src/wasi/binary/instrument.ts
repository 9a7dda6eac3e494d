import { ByteReader, ByteWriter, WasmFormatError } from './bytes.ts'
import { type FuelTargets, rewriteBody } from './fuel-code.ts'
import {
  countFuncTypes,
  type Limits,
  type RawSection,
  readLimits,
  Section,
  sectionRank,
  splitSections,
  summarizeImports,
  vectorCount,
  WASM_MAGIC,
} from './module.ts'
import { Op } from './opcodes.ts'

export const FUEL_EXPORT = '__oj_fuel'
export const STATUS_EXPORT = '__oj_status'
/** Values of the status global when the module trapped on purpose. */
export const Status = { running: 0, outOfFuel: 1, outOfMemory: 2 } as const

export interface InstrumentOptions {
  /** Most 64 KiB pages the memory may reach (the memory limit). */
  readonly maxPages: number
  /** Fuel the module starts with (the thread runner sets the global). */
  readonly initialFuel?: bigint
  /**
   * Whether to meter fuel in the code (default true). wasmtime meters its own: it gets the memory
   * cap and the grow helper only, and bulk memory operations burn its fuel by their length.
   */
  readonly meterFuel?: boolean
}

export interface InstrumentedModule {
  readonly bytes: Uint8Array<ArrayBuffer>
  /** Offset of the fuel global's 10-byte initial value (a fixed-width slot, so it can be rewritten in place). */
  readonly fuelInitOffset: number
  /** Function indices of the helpers that trap when fuel or memory runs out (for wasmtime's traces). */
  readonly outOfFuelFunction: number
  readonly growFunction: number
  /** The memory's declared minimum, in pages: above maxPages the program cannot even start. */
  readonly initialPages: number
}

const PAGE_LIMIT = 65536

function cappedLimits(l: Limits, maxPages: number, w: ByteWriter): void {
  const max = Math.max(l.min, Math.min(l.max ?? PAGE_LIMIT, maxPages))
  w.byte(l.flags | 0x01)
    .u32(l.min)
    .u32(max)
}

/** Adds fuel metering and a memory cap to a WASI module (see docs/adr/0006-wasi-fuel.md). */
export function instrument(original: Uint8Array, options: InstrumentOptions): InstrumentedModule {
  const sections = splitSections(original)
  const find = (id: number): Uint8Array | undefined => sections.find((s) => s.id === id)?.payload
  const imports = summarizeImports(find(Section.import))
  const types = countFuncTypes(find(Section.type))
  const definedFunctions = vectorCount(find(Section.function))
  const definedGlobals = vectorCount(find(Section.global))
  if (vectorCount(find(Section.code)) !== definedFunctions) {
    throw new WasmFormatError('function and code sections disagree', 0)
  }
  const firstNew = imports.functions + definedFunctions
  const t: FuelTargets = {
    fuelGlobal: imports.globals + definedGlobals,
    outOfFuel: firstNew,
    growMemory: firstNew + 1,
    chargeBytes: firstNew + 2,
  }
  const statusGlobal = t.fuelGlobal + 1
  const typeVoid = types
  const typeI32ToI32 = types + 1
  let initialPages = imports.memory?.limits.min ?? 0

  const replaced = new Map<number, Uint8Array>()
  replaced.set(
    Section.type,
    appendVector(
      find(Section.type),
      (w) => {
        w.byte(0x60).u32(0).u32(0)
        w.byte(0x60).u32(1).byte(0x7f).u32(1).byte(0x7f)
      },
      2,
    ),
  )
  replaced.set(
    Section.function,
    appendVector(
      find(Section.function),
      (w) => {
        w.u32(typeVoid).u32(typeI32ToI32).u32(typeI32ToI32)
      },
      3,
    ),
  )
  let fuelInitInGlobal = 0
  replaced.set(
    Section.global,
    appendVector(
      find(Section.global),
      (w) => {
        w.byte(0x7e).byte(0x01).byte(Op.i64Const)
        fuelInitInGlobal = w.length
        w.sleb10(options.initialFuel ?? 1n << 62n).byte(Op.end)
        w.byte(0x7f).byte(0x01).byte(Op.i32Const).byte(0).byte(Op.end)
      },
      2,
    ),
  )
  replaced.set(
    Section.export,
    appendVector(
      find(Section.export),
      (w) => {
        w.name(FUEL_EXPORT).byte(0x03).u32(t.fuelGlobal)
        w.name(STATUS_EXPORT).byte(0x03).u32(statusGlobal)
      },
      2,
    ),
  )
  const meter = options.meterFuel ?? true
  replaced.set(Section.code, rewriteCode(find(Section.code)!, { ...t, meter }, statusGlobal))
  const memory = find(Section.memory)
  if (memory) {
    const r = new ByteReader(memory)
    const w = new ByteWriter().u32(r.u32())
    const limits = readLimits(r)
    initialPages = limits.min
    cappedLimits(limits, options.maxPages, w)
    replaced.set(Section.memory, w.bytes(memory.subarray(r.pos)).finish())
  }
  if (imports.memory) {
    const payload = find(Section.import)!
    const w = new ByteWriter().bytes(payload.subarray(0, imports.memory.limitsStart))
    cappedLimits(imports.memory.limits, options.maxPages, w)
    replaced.set(Section.import, w.bytes(payload.subarray(imports.memory.limitsEnd)).finish())
  }
  const { bytes, offsets } = assemble(sections, replaced)
  return {
    bytes,
    fuelInitOffset: offsets.get(Section.global)! + fuelInitInGlobal,
    outOfFuelFunction: t.outOfFuel,
    growFunction: t.growMemory,
    initialPages,
  }
}

/** A vector section with `added` entries written by `write` after the existing ones. */
function appendVector(
  payload: Uint8Array | undefined,
  write: (w: ByteWriter) => void,
  added: number,
): Uint8Array {
  const r = new ByteReader(payload ?? new Uint8Array([0]))
  const count = r.u32()
  const w = new ByteWriter().u32(count + added).bytes(r.bytes.subarray(r.pos))
  write(w)
  return w.finish()
}

function rewriteCode(
  payload: Uint8Array,
  t: FuelTargets & { readonly meter: boolean },
  statusGlobal: number,
): Uint8Array {
  const r = new ByteReader(payload)
  const count = r.u32()
  const w = new ByteWriter().u32(count + 3)
  for (let i = 0; i < count; i++) {
    const size = r.u32()
    rewriteBody(r.take(size), t, w, t.meter)
  }
  const helper = (write: (b: ByteWriter) => void): void => {
    const b = new ByteWriter()
    write(b)
    w.sized(b)
  }
  helper((b) =>
    b.u32(0).byte(Op.i32Const).byte(1).byte(Op.globalSet).u32(statusGlobal).byte(Op.unreachable).byte(Op.end),
  )
  helper((b) => {
    b.u32(1).u32(1).byte(0x7f)
    b.byte(Op.localGet).u32(0).byte(Op.memoryGrow).byte(0).byte(Op.localTee).u32(1)
    b.byte(Op.i32Const).sleb(-1).byte(Op.i32Eq).byte(Op.if).byte(0x40)
    b.byte(Op.i32Const).byte(2).byte(Op.globalSet).u32(statusGlobal).byte(Op.unreachable).byte(Op.end)
    b.byte(Op.localGet).u32(1).byte(Op.end)
  })
  if (!t.meter) {
    // wasmtime's fuel charges an instruction, not its length: a loop of length / 256 turns (about
    // four units each) pays about one unit per 64 bytes, as the thread runner's charge does.
    helper((b) => {
      b.u32(1).u32(1).byte(0x7f)
      b.byte(Op.localGet).u32(0).byte(Op.i32Const).byte(8).byte(Op.i32ShrU).byte(Op.localSet).u32(1)
      b.byte(Op.block).byte(0x40).byte(Op.loop).byte(0x40)
      b.byte(Op.localGet).u32(1).byte(Op.i32Eqz).byte(Op.brIf).u32(1)
      b.byte(Op.localGet).u32(1).byte(Op.i32Const).byte(1).byte(Op.i32Sub).byte(Op.localSet).u32(1)
      b.byte(Op.br).u32(0).byte(Op.end).byte(Op.end)
      b.byte(Op.localGet).u32(0).byte(Op.end)
    })
    return w.finish()
  }
  helper((b) => {
    b.u32(0)
    b.byte(Op.globalGet).u32(t.fuelGlobal).byte(Op.localGet).u32(0).byte(Op.i32Const).byte(6)
    b.byte(Op.i32ShrU).byte(Op.i64ExtendI32U).byte(Op.i64Sub).byte(Op.globalSet).u32(t.fuelGlobal)
    b.byte(Op.globalGet).u32(t.fuelGlobal).byte(Op.i64Const).byte(0).byte(Op.i64LtS)
    b.byte(Op.if).byte(0x40).byte(Op.call).u32(t.outOfFuel).byte(Op.end)
    b.byte(Op.localGet).u32(0).byte(Op.end)
  })
  return w.finish()
}

/** Writes the module back, sections in their original order, missing ones inserted at their rank. */
function assemble(
  sections: ReadonlyArray<RawSection>,
  replaced: ReadonlyMap<number, Uint8Array>,
): { bytes: Uint8Array<ArrayBuffer>; offsets: Map<number, number> } {
  const w = new ByteWriter().bytes(WASM_MAGIC)
  const offsets = new Map<number, number>()
  const pending = [...replaced.keys()].filter((id) => !sections.some((s) => s.id === id))
  const emit = (id: number, payload: Uint8Array): void => {
    w.byte(id).u32(payload.length)
    offsets.set(id, w.length)
    w.bytes(payload)
  }
  for (const s of sections) {
    if (s.id !== Section.custom) {
      for (const id of pending.filter((p) => sectionRank(p) < sectionRank(s.id))) {
        emit(id, replaced.get(id)!)
        pending.splice(pending.indexOf(id), 1)
      }
    }
    emit(s.id, s.id === Section.custom ? s.payload : (replaced.get(s.id) ?? s.payload))
  }
  for (const id of pending) emit(id, replaced.get(id)!)
  return { bytes: w.finish().slice(), offsets }
}
