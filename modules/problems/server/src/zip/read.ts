import type { Readable } from 'node:stream'
import { inflateRawSync } from 'node:zlib'

import yauzl from 'yauzl'

// Reading an uploaded zip from disk, one entry at a time (yauzl: random access by the central
// directory, each entry inflated as a stream and held to the size it states). Nothing of the archive
// is trusted: names that would leave its folder, more entries or more data than the limits allow, and
// entries whose data is not what they state are refused with a ZipError naming the entry.

export interface ZipLimits {
  readonly maxEntries: number
  /** Largest entry, uncompressed. */
  readonly maxFileBytes: number
  /** All entries together, uncompressed. */
  readonly maxTotalBytes: number
}

export type ZipProblem =
  | { readonly kind: 'invalid'; readonly detail?: string }
  | { readonly kind: 'tooManyEntries' }
  | { readonly kind: 'tooLarge'; readonly name: string }
  | { readonly kind: 'badName'; readonly name: string }

export class ZipError extends Error {
  readonly problem: ZipProblem
  constructor(problem: ZipProblem) {
    super(problem.kind)
    this.problem = problem
  }
}

export interface ZipEntry {
  /** The path inside the archive, with '/' separators. */
  readonly name: string
  readonly size: number
  readonly isDirectory: boolean
}

export interface ZipArchive {
  readonly entries: ReadonlyArray<ZipEntry>
  /** The entry's data, inflated as it is read; fails (ZipError) when it is not the size it states. */
  open(entry: ZipEntry): Promise<Readable>
  /** The entry's whole data (small files: a package's JSON, YAML or XML). */
  read(entry: ZipEntry, max?: number): Promise<Buffer>
  close(): void
}

/** A name that could point outside a folder if anyone ever unpacked it: absolute, `..`, drive, backslash. */
const isUnsafeName = (name: string): boolean =>
  name.startsWith('/') ||
  name.includes('\\') ||
  name.includes('\0') ||
  /^[A-Za-z]:/.test(name) ||
  name.split('/').some((part) => part === '..')

const yauzlProblem = (error: Error): ZipProblem => {
  const named = /^(?:absolute path|invalid relative path|invalid characters in fileName): (.*)$/.exec(
    error.message,
  )
  if (named) return { kind: 'badName', name: (named[1] ?? '').slice(0, 200) }
  return { kind: 'invalid', detail: error.message }
}

const asZipError = (error: unknown): ZipError =>
  error instanceof ZipError ? error : new ZipError(yauzlProblem(error as Error))

type YauzlFile = yauzl.ZipFile
type YauzlEntry = yauzl.Entry

/** Opens a zip on disk and lists its entries, checked against the limits (nothing is read yet). */
export async function openZip(path: string, limits: ZipLimits): Promise<ZipArchive> {
  const zip = await new Promise<YauzlFile>((resolve, reject) =>
    yauzl.open(
      path,
      {
        lazyEntries: true,
        autoClose: false,
        decodeStrings: true,
        validateEntrySizes: true,
        strictFileNames: false,
      },
      (error, file) => (error || !file ? reject(asZipError(error)) : resolve(file)),
    ),
  )
  try {
    if (zip.entryCount > limits.maxEntries) throw new ZipError({ kind: 'tooManyEntries' })
    const raw: Array<YauzlEntry> = await new Promise((resolve, reject) => {
      const list: Array<YauzlEntry> = []
      zip.on('entry', (entry: YauzlEntry) => {
        list.push(entry)
        zip.readEntry()
      })
      zip.on('end', () => resolve(list))
      zip.on('error', (error: Error) => reject(asZipError(error)))
      zip.readEntry()
    })
    let total = 0
    const byName = new Map<string, YauzlEntry>()
    const entries: Array<ZipEntry> = []
    for (const e of raw) {
      const name = e.fileName
      if (isUnsafeName(name)) throw new ZipError({ kind: 'badName', name: name.slice(0, 200) })
      if ((e.generalPurposeBitFlag & 1) !== 0)
        throw new ZipError({ kind: 'invalid', detail: `${name} is encrypted` })
      const isDirectory = name.endsWith('/')
      if (!isDirectory) {
        if (e.uncompressedSize > limits.maxFileBytes) throw new ZipError({ kind: 'tooLarge', name })
        total += e.uncompressedSize
        if (total > limits.maxTotalBytes) throw new ZipError({ kind: 'tooLarge', name })
      }
      if (byName.has(name)) throw new ZipError({ kind: 'badName', name })
      byName.set(name, e)
      entries.push({ name, size: e.uncompressedSize, isDirectory })
    }
    const open = (entry: ZipEntry) =>
      new Promise<Readable>((resolve, reject) => {
        const found = byName.get(entry.name)
        if (!found) return reject(new ZipError({ kind: 'invalid', detail: `no entry ${entry.name}` }))
        zip.openReadStream(found, (error, stream) => {
          if (error || !stream) return reject(asZipError(error))
          // A stream whose data is not what its entry states fails as the archive's fault.
          stream.on('error', () => undefined)
          resolve(stream)
        })
      })
    return {
      entries,
      open,
      read: async (entry, max = limits.maxFileBytes) => {
        if (entry.size > max) throw new ZipError({ kind: 'tooLarge', name: entry.name })
        const found = byName.get(entry.name)
        if (!found) throw new ZipError({ kind: 'invalid', detail: `no entry ${entry.name}` })
        // Small entries are inflated in one call: an inflate stream per entry holds native zlib
        // memory until the garbage collector finds it, which thousands of small files pile up.
        const raw = await new Promise<Readable>((resolve, reject) =>
          zip.openReadStream(
            found,
            found.compressionMethod === 0 ? {} : { decompress: false },
            (error, stream) => (error || !stream ? reject(asZipError(error)) : resolve(stream)),
          ),
        )
        const parts: Array<Buffer> = []
        try {
          for await (const chunk of raw) parts.push(chunk as Buffer)
          const data = Buffer.concat(parts)
          const bytes =
            found.compressionMethod === 0
              ? data
              : found.compressionMethod === 8
                ? inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) })
                : undefined
          if (!bytes || bytes.length !== entry.size) throw new Error('its data is not what it states')
          return bytes
        } catch (error) {
          throw new ZipError({ kind: 'invalid', detail: `${entry.name}: ${(error as Error).message}` })
        }
      },
      close: () => zip.close(),
    }
  } catch (error) {
    zip.close()
    throw asZipError(error)
  }
}
