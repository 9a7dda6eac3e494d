import { listEntries, readEntry, ZipError, type ZipLimits } from './zip-reader.ts'

/** At most 1000 files, 64 MiB a file, 256 MiB in all (the request body limit is lower still). */
export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1000,
  maxFileBytes: 64 * 1024 * 1024,
  maxTotalBytes: 256 * 1024 * 1024,
}

export interface CasePair {
  readonly input: { readonly name: string; readonly bytes: Uint8Array }
  readonly output: { readonly name: string; readonly bytes: Uint8Array }
}

const DATA_FILE = /^(.+)\.(in|out|ans)$/
const IGNORED = (name: string) =>
  name.startsWith('__MACOSX/') || name.split('/').some((p) => p.startsWith('.'))

/** A name that could point outside a folder if anyone ever unpacked it: absolute, `..`, drive, backslash. */
const isUnsafeName = (name: string): boolean =>
  name.startsWith('/') ||
  name.includes('\\') ||
  name.includes('\0') ||
  /^[A-Za-z]:/.test(name) ||
  name.split('/').some((part) => part === '..')

/**
 * The test cases of an uploaded zip: every `N.in` with `N.out` (else `N.ans`; neither: an empty
 * `N.out`), in natural order of N. Files may sit in folders; their base names must be unique.
 * Other files are ignored. Fails with a ZipError.
 */
export function casePairs(zip: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Array<CasePair> {
  const entries = listEntries(zip, limits)
  const files = new Map<string, Uint8Array>()
  let total = 0
  for (const entry of entries) {
    if (isUnsafeName(entry.name)) throw new ZipError({ kind: 'badName', name: entry.name.slice(0, 200) })
    if (entry.isDirectory || IGNORED(entry.name)) continue
    const base = entry.name.slice(entry.name.lastIndexOf('/') + 1)
    if (!DATA_FILE.test(base)) continue
    if (files.has(base)) throw new ZipError({ kind: 'badName', name: base })
    const bytes = readEntry(zip, entry, Math.min(limits.maxFileBytes, limits.maxTotalBytes - total))
    total += bytes.length
    files.set(base, bytes)
  }
  const stems = [...files.keys()]
    .filter((name) => name.endsWith('.in'))
    .map((name) => name.slice(0, -3))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
  return stems.map((stem) => {
    const input = { name: `${stem}.in`, bytes: files.get(`${stem}.in`) ?? new Uint8Array() }
    for (const ext of ['out', 'ans']) {
      const bytes = files.get(`${stem}.${ext}`)
      if (bytes) return { input, output: { name: `${stem}.${ext}`, bytes } }
    }
    return { input, output: { name: `${stem}.out`, bytes: new Uint8Array() } }
  })
}
