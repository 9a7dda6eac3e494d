import type { ZipEntry, ZipLimits } from '../zip/read.ts'

/** At most 20,000 files, 256 MiB a file, 1 GiB in all (the upload itself is at most 256 MiB). */
export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 20_000,
  maxFileBytes: 256 * 1024 * 1024,
  maxTotalBytes: 1024 * 1024 * 1024,
}

/** The name a case without an answer file shows (HOJ's dash); its answer is empty. */
export const NO_OUTPUT = '-'

export interface EntryPair {
  readonly input: ZipEntry
  /** The answer file; undefined when the case has none (special and interactive judges). */
  readonly output: ZipEntry | undefined
}

const DATA_FILE = /^(.+)\.(in|out|ans)$/
const IGNORED = (name: string) =>
  name.startsWith('__MACOSX/') || name.split('/').some((p) => p.startsWith('.'))

export const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1)

/** Stems in natural order: 2 before 10, a1 before a2. */
export const naturalOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true })

/**
 * The test cases of an uploaded zip: every `N.in` with `N.out` (else `N.ans`; neither: no answer), in
 * natural order of N. Files may sit in folders; their base names must be unique (else `repeated`
 * names the file). Other files are ignored.
 */
export function pairEntries(entries: ReadonlyArray<ZipEntry>): {
  pairs: Array<EntryPair>
  repeated?: string
} {
  const files = new Map<string, ZipEntry>()
  for (const entry of entries) {
    if (entry.isDirectory || IGNORED(entry.name)) continue
    const base = baseName(entry.name)
    if (!DATA_FILE.test(base)) continue
    if (files.has(base)) return { pairs: [], repeated: base }
    files.set(base, entry)
  }
  const stems = [...files.keys()]
    .filter((name) => name.endsWith('.in'))
    .map((name) => name.slice(0, -3))
    .sort(naturalOrder)
  const pairs = stems.map((stem): EntryPair => {
    const input = files.get(`${stem}.in`) as ZipEntry
    return { input, output: files.get(`${stem}.out`) ?? files.get(`${stem}.ans`) }
  })
  return { pairs }
}
