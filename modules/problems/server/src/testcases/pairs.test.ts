import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { memoryFiles } from '../../test/memory-files.ts'
import { lyingZip, zipOf } from '../../test/packages.ts'
import { ZipError, type ZipLimits } from '../zip/read.ts'
import { DEFAULT_ZIP_LIMITS } from './pairs.ts'
import { storeCasePairs } from './upload.ts'

// Test data zips read from disk entry by entry: pairing, names, limits, bombs and broken archives.

let dir: string
let n = 0
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'oj-pairs-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const onDisk = async (bytes: Uint8Array | string) => {
  const path = join(dir, `${++n}.zip`)
  await writeFile(path, bytes)
  return path
}
const text = (files: ReturnType<typeof memoryFiles>, hash: string) =>
  new TextDecoder().decode(Effect.runSync(files.get(hash)) ?? new Uint8Array())
const problemOf = async (bytes: Uint8Array | string, limits: ZipLimits = DEFAULT_ZIP_LIMITS) => {
  try {
    await storeCasePairs(memoryFiles(), await onDisk(bytes), limits)
  } catch (error) {
    if (error instanceof ZipError) return error.problem
    throw error
  }
  throw new Error('expected a ZipError')
}

describe('storeCasePairs', () => {
  it('pairs N.in with N.out, else N.ans, else no answer (a dash), in natural order, storing each file', async () => {
    const files = memoryFiles()
    const zip = zipOf({
      '10.in': 'ten',
      '10.out': 'TEN',
      '2.in': 'two',
      '2.ans': 'TWO',
      '1.in': 'one',
      'readme.txt': 'x',
    })
    const pairs = await storeCasePairs(files, await onDisk(zip), DEFAULT_ZIP_LIMITS)
    expect(pairs.map((p) => [p.input, p.output])).toEqual([
      ['1.in', '-'],
      ['2.in', '2.ans'],
      ['10.in', '10.out'],
    ])
    expect(pairs.map((p) => [text(files, p.inputHash), text(files, p.outputHash)])).toEqual([
      ['one', ''],
      ['two', 'TWO'],
      ['ten', 'TEN'],
    ])
  })

  it('reads files in folders and stored (not deflated) entries, and skips system files', async () => {
    const files = memoryFiles()
    const pairs = await storeCasePairs(
      files,
      await onDisk(
        zipOf({ 'data/a.in': '1 2', 'data/a.out': '3', '__MACOSX/a.in': 'x', '.hidden/b.in': 'y' }, 0),
      ),
      DEFAULT_ZIP_LIMITS,
    )
    expect(pairs.map((p) => [p.input, text(files, p.inputHash)])).toEqual([['a.in', '1 2']])
  })

  it('refuses names that leave the folder, and a base name twice', async () => {
    expect(await problemOf(zipOf({ '../1.in': 'x' }))).toEqual({ kind: 'badName', name: '../1.in' })
    expect(await problemOf(zipOf({ 'a/1.in': 'x', 'b/1.in': 'y' }))).toEqual({
      kind: 'badName',
      name: '1.in',
    })
  })

  it('refuses more entries or more data than the limits, by what the archive states', async () => {
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`${i}.in`, 'x']))
    expect(await problemOf(zipOf(many), { ...DEFAULT_ZIP_LIMITS, maxEntries: 10 })).toEqual({
      kind: 'tooManyEntries',
    })
    const limits = { maxEntries: 10, maxFileBytes: 1000, maxTotalBytes: 1500 }
    expect(await problemOf(zipOf({ '1.in': 'x'.repeat(1001) }), limits)).toEqual({
      kind: 'tooLarge',
      name: '1.in',
    })
    expect(await problemOf(zipOf({ '1.in': 'x'.repeat(800), '1.out': 'y'.repeat(800) }), limits)).toEqual({
      kind: 'tooLarge',
      name: '1.out',
    })
  })

  it('refuses a bomb that claims too much, and one whose data outgrows what it states', async () => {
    expect(await problemOf(lyingZip(0x7fffffff))).toEqual({ kind: 'tooLarge', name: '1.in' })
    expect((await problemOf(lyingZip(10))).kind).toBe('invalid')
  })

  it('refuses what is not a zip, or a zip cut short', async () => {
    expect((await problemOf('not a zip at all')).kind).toBe('invalid')
    const whole = zipOf({ '1.in': '1', '1.out': '2' })
    expect((await problemOf(whole.subarray(0, whole.length - 30))).kind).toBe('invalid')
  })
})
