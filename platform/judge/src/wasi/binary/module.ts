import { ByteReader, WasmFormatError } from './bytes.ts'

/** Section ids of the binary format, and the order in which non-custom sections must appear. */
export const Section = {
  custom: 0,
  type: 1,
  import: 2,
  function: 3,
  table: 4,
  memory: 5,
  global: 6,
  export: 7,
  start: 8,
  element: 9,
  code: 10,
  data: 11,
  dataCount: 12,
  tag: 13,
} as const

const ORDER = [1, 2, 3, 4, 5, 13, 6, 7, 8, 9, 12, 10, 11]
/** Where a section id sits in the mandatory order (custom sections have no rank). */
export function sectionRank(id: number): number {
  return ORDER.indexOf(id)
}

export interface RawSection {
  readonly id: number
  /** The section's payload (without its id and size). */
  readonly payload: Uint8Array
}

export interface Limits {
  readonly flags: number
  readonly min: number
  readonly max: number | undefined
}

export interface ImportSummary {
  readonly functions: number
  readonly globals: number
  /** The limits of an imported memory, if the module imports its memory. */
  readonly memory: {
    readonly limits: Limits
    readonly limitsStart: number
    readonly limitsEnd: number
  } | null
}

export const WASM_MAGIC = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]

export function splitSections(bytes: Uint8Array): RawSection[] {
  for (let i = 0; i < 8; i++) {
    if (bytes[i] !== WASM_MAGIC[i]) throw new WasmFormatError('not a WebAssembly 1.0 module', i)
  }
  const r = new ByteReader(bytes, 8)
  const sections: RawSection[] = []
  while (!r.done) {
    const id = r.byte()
    const size = r.u32()
    sections.push({ id, payload: r.take(size) })
  }
  return sections
}

export function readLimits(r: ByteReader): Limits {
  const flags = r.byte()
  if (flags & 0x04) throw new WasmFormatError('64-bit memories are not supported', r.pos - 1)
  const min = r.u32()
  const max = flags & 0x01 ? r.u32() : undefined
  return { flags, min, max }
}

function skipValType(r: ByteReader): void {
  const t = r.byte()
  if (t === 0x63 || t === 0x64) r.sleb()
}

/** Counts the imported functions and globals (they come first in their index spaces). */
export function summarizeImports(payload: Uint8Array | undefined): ImportSummary {
  if (!payload) return { functions: 0, globals: 0, memory: null }
  const r = new ByteReader(payload)
  let functions = 0
  let globals = 0
  let memory: ImportSummary['memory'] = null
  for (let n = r.u32(); n > 0; n--) {
    r.name()
    r.name()
    const kind = r.byte()
    if (kind === 0x00) {
      functions++
      r.u32()
    } else if (kind === 0x01) {
      skipValType(r)
      readLimits(r)
    } else if (kind === 0x02) {
      const limitsStart = r.pos
      const limits = readLimits(r)
      memory = { limits, limitsStart, limitsEnd: r.pos }
    } else if (kind === 0x03) {
      globals++
      skipValType(r)
      r.byte()
    } else if (kind === 0x04) {
      r.byte()
      r.u32()
    } else throw new WasmFormatError(`unknown import kind ${kind}`, r.pos - 1)
  }
  return { functions, globals, memory }
}

/** Number of entries of a vector section (its leading LEB). */
export function vectorCount(payload: Uint8Array | undefined): number {
  return payload ? new ByteReader(payload).u32() : 0
}

/** Refuses type sections with GC rec groups or subtypes: every entry must be a plain func type. */
export function countFuncTypes(payload: Uint8Array | undefined): number {
  if (!payload) return 0
  const r = new ByteReader(payload)
  const n = r.u32()
  for (let i = 0; i < n; i++) {
    const form = r.byte()
    if (form !== 0x60) throw new WasmFormatError('GC type definitions are not supported', r.pos - 1)
    for (let side = 0; side < 2; side++) {
      for (let k = r.u32(); k > 0; k--) skipValType(r)
    }
  }
  return n
}
