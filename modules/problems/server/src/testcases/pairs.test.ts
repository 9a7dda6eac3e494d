import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'

import { casePairs, DEFAULT_ZIP_LIMITS } from './pairs.ts'
import { ZipError } from './zip-reader.ts'

const zip = (files: Record<string, string | Uint8Array>, level: 0 | 6 = 6) =>
  zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, c]) => [name, typeof c === 'string' ? strToU8(c) : c]),
    ),
    { level },
  )
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)
const problemOf = (f: () => unknown) => {
  try {
    f()
  } catch (error) {
    if (error instanceof ZipError) return error.problem
    throw error
  }
  throw new Error('expected a ZipError')
}

/** Rewrites the uncompressed size stated by every header (local and central) of a one-file zip. */
function lieAboutSize(bytes: Uint8Array, size: number): Uint8Array {
  const out = bytes.slice()
  const view = new DataView(out.buffer)
  for (let at = 0; at + 4 <= out.length; at++) {
    const sig = view.getUint32(at, true)
    if (sig === 0x04034b50) view.setUint32(at + 22, size, true)
    if (sig === 0x02014b50) view.setUint32(at + 24, size, true)
  }
  return out
}

describe('casePairs', () => {
  it('pairs N.in with N.out, else N.ans, else an empty N.out, in natural order', () => {
    const pairs = casePairs(
      zip({
        '10.in': 'ten',
        '10.out': 'TEN',
        '2.in': 'two',
        '2.ans': 'TWO',
        '1.in': 'one',
        'readme.txt': 'x',
      }),
    )
    expect(pairs.map((p) => [p.input.name, p.output.name])).toEqual([
      ['1.in', '1.out'],
      ['2.in', '2.ans'],
      ['10.in', '10.out'],
    ])
    expect(pairs.map((p) => [text(p.input.bytes), text(p.output.bytes)])).toEqual([
      ['one', ''],
      ['two', 'TWO'],
      ['ten', 'TEN'],
    ])
  })

  it('prefers .out over .ans, reads stored and deflated entries, and files in a folder', () => {
    const pairs = casePairs(zip({ 'data/a.in': '1 2', 'data/a.out': '3', 'data/a.ans': 'no' }, 0))
    expect(pairs).toHaveLength(1)
    expect(text(pairs[0]!.output.bytes)).toBe('3')
    expect(casePairs(zip({ 'big.in': 'x'.repeat(100_000), 'big.out': '' }))[0]!.input.bytes.length).toBe(
      100_000,
    )
  })

  it('ignores macOS metadata and hidden files, and answers no pairs without .in files', () => {
    expect(casePairs(zip({ '__MACOSX/1.in': 'x', '.hidden/1.in': 'y', '1.out': 'z' }))).toEqual([])
  })

  it.each(['../1.in', '/etc/1.in', 'a/../../1.in', 'C:/1.in', 'a\\1.in'])(
    'refuses the unsafe name %s',
    (name) => {
      expect(problemOf(() => casePairs(zip({ [name]: 'x' })))).toEqual({ kind: 'badName', name })
    },
  )

  it('refuses two files of one base name in different folders', () => {
    expect(problemOf(() => casePairs(zip({ 'a/1.in': 'x', 'b/1.in': 'y' })))).toEqual({
      kind: 'badName',
      name: '1.in',
    })
  })

  it('refuses too many entries before reading any', () => {
    const files = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`${i}.in`, '']))
    expect(problemOf(() => casePairs(zip(files), { ...DEFAULT_ZIP_LIMITS, maxEntries: 10 }))).toEqual({
      kind: 'tooManyEntries',
    })
  })

  it('refuses a file or a total beyond the limits', () => {
    const limits = { maxEntries: 10, maxFileBytes: 1000, maxTotalBytes: 1500 }
    expect(problemOf(() => casePairs(zip({ '1.in': 'x'.repeat(1001) }), limits))).toEqual({
      kind: 'tooLarge',
    })
    expect(
      problemOf(() => casePairs(zip({ '1.in': 'x'.repeat(800), '1.out': 'y'.repeat(800) }), limits)),
    ).toEqual({ kind: 'tooLarge' })
  })

  it('stops a zip bomb whose headers understate its size, without inflating it all', () => {
    const bomb = lieAboutSize(zip({ '1.in': new Uint8Array(64 * 1024 * 1024) }), 1000)
    expect(bomb.length).toBeLessThan(400_000)
    const started = Date.now()
    expect(problemOf(() => casePairs(bomb))).toEqual({ kind: 'tooLarge' })
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('refuses bytes that are not a zip, and a truncated one', () => {
    expect(problemOf(() => casePairs(strToU8('not a zip at all')))).toEqual({ kind: 'invalid' })
    const whole = zip({ '1.in': 'abc', '1.out': 'def' })
    expect(problemOf(() => casePairs(whole.subarray(0, whole.length - 30)))).toEqual({ kind: 'invalid' })
  })
})
