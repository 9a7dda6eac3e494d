import { Inflate } from 'fflate'

// A small reader of zip archives that never trusts the sizes an archive states: each entry is
// inflated in chunks and stopped as soon as it outgrows its stated size or the limits, so a zip bomb
// costs at most the limit in memory and time. Only what test data needs: stored and deflated
// entries, no ZIP64, no encryption.

export interface ZipLimits {
  readonly maxEntries: number
  readonly maxFileBytes: number
  readonly maxTotalBytes: number
}

export type ZipProblem =
  | { readonly kind: 'invalid' }
  | { readonly kind: 'tooManyEntries' }
  | { readonly kind: 'tooLarge' }
  | { readonly kind: 'badName'; readonly name: string }

export class ZipError extends Error {
  readonly problem: ZipProblem
  constructor(problem: ZipProblem) {
    super(problem.kind)
    this.problem = problem
  }
}

export interface ZipEntry {
  readonly name: string
  readonly method: number
  readonly compressedSize: number
  readonly size: number
  readonly dataOffset: number
  readonly isDirectory: boolean
}

const u16 = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8)
const u32 = (b: Uint8Array, at: number) => (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0
const invalid = () => new ZipError({ kind: 'invalid' })
const decoder = new TextDecoder()

/** The entries of the central directory, checked against the archive's bounds and the entry limit. */
export function listEntries(zip: Uint8Array, limits: ZipLimits): Array<ZipEntry> {
  let end = zip.length - 22
  const lowest = Math.max(0, zip.length - 22 - 65_535)
  while (end >= lowest && u32(zip, end) !== 0x06054b50) end--
  if (end < lowest) throw invalid()
  const count = u16(zip, end + 10)
  let at = u32(zip, end + 16)
  if (count === 0xffff || at === 0xffffffff) throw invalid()
  if (count > limits.maxEntries) throw new ZipError({ kind: 'tooManyEntries' })
  const entries: Array<ZipEntry> = []
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || u32(zip, at) !== 0x02014b50) throw invalid()
    const flags = u16(zip, at + 8)
    const method = u16(zip, at + 10)
    const compressedSize = u32(zip, at + 20)
    const size = u32(zip, at + 24)
    const nameLength = u16(zip, at + 28)
    const next = at + 46 + nameLength + u16(zip, at + 30) + u16(zip, at + 32)
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength))
    const local = u32(zip, at + 42)
    if (next > zip.length || local + 30 > zip.length || u32(zip, local) !== 0x04034b50) throw invalid()
    if (flags & 1) throw invalid() // encrypted
    const dataOffset = local + 30 + u16(zip, local + 26) + u16(zip, local + 28)
    if (dataOffset + compressedSize > zip.length) throw invalid()
    entries.push({ name, method, compressedSize, size, dataOffset, isDirectory: name.endsWith('/') })
    at = next
  }
  return entries
}

/** The bytes of one entry, refusing more than `budget` bytes or more than the entry states. */
export function readEntry(zip: Uint8Array, entry: ZipEntry, budget: number): Uint8Array {
  if (entry.size > budget) throw new ZipError({ kind: 'tooLarge' })
  const data = zip.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize)
  if (entry.method === 0) {
    if (data.length !== entry.size) throw invalid()
    return data.slice()
  }
  if (entry.method !== 8) throw invalid()
  const out = new Uint8Array(entry.size)
  let written = 0
  let ended = false
  const inflate = new Inflate()
  inflate.ondata = (chunk, final) => {
    if (written + chunk.length > entry.size) throw new ZipError({ kind: 'tooLarge' })
    out.set(chunk, written)
    written += chunk.length
    if (final) ended = true
  }
  const step = 16 * 1024
  try {
    for (let i = 0; i < data.length; i += step) {
      inflate.push(data.subarray(i, i + step), i + step >= data.length)
    }
    if (data.length === 0) inflate.push(data, true)
  } catch (error) {
    if (error instanceof ZipError) throw error
    throw invalid()
  }
  if (!ended || written !== entry.size) throw invalid()
  return out
}
