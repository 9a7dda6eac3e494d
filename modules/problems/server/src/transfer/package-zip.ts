import { AdminApi, type AdminProblemInput } from '@oj/problems-contract'
import type { FilesShape } from '@oj/sdk/server'
import { Effect, Result, Schema } from 'effect'

import { mdLink, sniffImage } from '../markdown/files.ts'
import type { CaseRow } from '../testcases/case-rows.ts'
import { NO_OUTPUT } from '../testcases/pairs.ts'
import { emptyHash, storeEntry } from '../testcases/upload.ts'
import type { ZipArchive, ZipEntry } from '../zip/read.ts'
import { badFile, type PackageAsset } from './model.ts'

// Pieces every zip source uses: finding a package's files, reading its small text files, storing its
// test files in the Files service as they are inflated, and checking the problem it describes against
// POST /admin/problem's schema (a wrong type in a package's JSON is a 400 naming the file).

/** Text files of a package (JSON, YAML, XML statements) are read whole: at most 16 MiB each. */
const TEXT_MAX = 16 * 1024 * 1024

export interface PackageFiles {
  readonly zip: ZipArchive
  readonly byName: ReadonlyMap<string, ZipEntry>
  readonly fileName: string
}

export function packageFiles(zip: ZipArchive, fileName: string): PackageFiles {
  return { zip, byName: new Map(zip.entries.map((e) => [e.name, e])), fileName }
}

/** The entry, or undefined. */
export const find = (pkg: PackageFiles, name: string): ZipEntry | undefined => pkg.byName.get(name)

/** A small text file of the package, as UTF-8 (a leading BOM dropped). */
export async function readText(pkg: PackageFiles, entry: ZipEntry): Promise<string> {
  const text = new TextDecoder().decode(await pkg.zip.read(entry, TEXT_MAX))
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

/** A JSON file of the package, or a 400 naming it. */
export async function readJson(pkg: PackageFiles, entry: ZipEntry): Promise<unknown> {
  try {
    return JSON.parse(await readText(pkg, entry)) as unknown
  } catch (error) {
    throw badFile(entry.name, `not valid JSON (${(error as Error).message})`)
  }
}

/** One stored case: its files (the answer may be missing), score and group. */
export async function storeCase(
  files: FilesShape,
  pkg: PackageFiles,
  seq: number,
  input: ZipEntry,
  output: ZipEntry | undefined,
  score = 0,
  groupNum = 0,
): Promise<CaseRow> {
  const base = (name: string) => name.slice(name.lastIndexOf('/') + 1)
  const stored = await storeEntry(files, pkg.zip, input)
  const answer = output ? (await storeEntry(files, pkg.zip, output)).hash : await emptyHash(files)
  return {
    seq,
    inputName: base(input.name),
    outputName: output ? base(output.name) : NO_OUTPUT,
    inputHash: stored.hash,
    outputHash: answer,
    score,
    groupNum,
  }
}

/** Stores a text in the Files service; answers its hash. */
export const storeText = (files: FilesShape, text: string): Promise<string> =>
  Effect.runPromise(files.put(new TextEncoder().encode(text)))

let inputSchema: Schema.Codec<AdminProblemInput, unknown> | undefined

/** A package's problem as POST /admin/problem would take it; a wrong field is a 400 naming the file. */
export async function checkedBody(raw: unknown, file: string): Promise<AdminProblemInput> {
  inputSchema ??= (await AdminApi.addProblem.schemas()).input as unknown as Schema.Codec<
    AdminProblemInput,
    unknown
  >
  const result = Schema.decodeUnknownResult(inputSchema)(raw, { errors: 'first', onExcessProperty: 'ignore' })
  if (Result.isSuccess(result)) return result.success
  const detail = String(result.failure).split('\n')[0] ?? ''
  throw badFile(file, `the problem is not valid: ${detail}`)
}

/** Samples as HOJ's examples string. */
export const examplesText = (examples: ReadonlyArray<{ readonly input: string; readonly output: string }>) =>
  examples.map((e) => `<input>${e.input}</input><output>${e.output}</output>`).join('')

/** Stores an image or file a statement links; answers the asset and the link to put in the text. */
export async function storeAsset(
  files: FilesShape,
  bytes: Uint8Array,
  name: string,
): Promise<{ readonly asset: PackageAsset; readonly link: string }> {
  const hash = await Effect.runPromise(files.put(bytes))
  const image = sniffImage(bytes.subarray(0, 16))
  const dot = name.lastIndexOf('.')
  const ext =
    image ??
    (dot > 0
      ? name
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
          .slice(0, 10)
      : '')
  const asset: PackageAsset = {
    kind: image ? 'img' : 'file',
    hash,
    name: name.slice(0, 255),
    mime: image ? `image/${image === 'jpg' ? 'jpeg' : image}` : 'application/octet-stream',
    size: bytes.length,
  }
  return { asset, link: mdLink(hash, ext) }
}
