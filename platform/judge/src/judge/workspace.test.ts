// The judge's folders on the host: private, never 0777, and never written through a planted link.
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { copyToNewFile, ensureOwnDir, makePrivateDir, writeNewFile } from '../sandbox/work-dir.ts'
import { openWorkspace, readCapped, writeExtraFiles } from './workspace.ts'

const scratch = mkdtempSync(join(tmpdir(), 'oj-workspace-test-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
const isRoot = process.geteuid?.() === 0
const mode = (path: string): number => statSync(path).mode & 0o7777

describe('judge folders', () => {
  it('makes a private folder of a fresh name: 0700, or 0710 for the work group when root', () => {
    const a = makePrivateDir(scratch, 'oj-judge-')
    const b = makePrivateDir(scratch, 'oj-judge-')
    expect(a).not.toBe(b)
    expect(mode(a)).toBe(isRoot ? 0o710 : 0o700)
    if (isRoot) expect(statSync(a)).toMatchObject({ uid: 0, gid: 65534 })
  })

  it('opens a task workspace with no folder open to others', async () => {
    const ws = await openWorkspace(makePrivateDir(scratch, 'oj-judge-'), 'task/1')
    try {
      expect(mode(ws.root)).toBe(isRoot ? 0o710 : 0o700)
      for (const dir of [ws.program, ws.checker, ws.io]) expect(mode(dir), dir).toBe(0o700)
    } finally {
      await ws.close()
    }
  })

  it('never writes through a link a program planted in its folder', async () => {
    const dir = join(scratch, 'program')
    mkdirSync(dir)
    const target = join(scratch, 'victim')
    writeFileSync(target, 'untouched')
    for (const name of ['main.c', 'input.txt', 'extra.txt']) symlinkSync(target, join(dir, name))
    await writeNewFile(join(dir, 'main.c'), 'int main(){}')
    const source = join(scratch, 'case.in')
    writeFileSync(source, '1 2\n')
    await copyToNewFile(source, join(dir, 'input.txt'))
    await writeExtraFiles(dir, { 'extra.txt': 'x' })
    expect(readFileSync(target, 'utf8')).toBe('untouched')
    for (const name of ['main.c', 'input.txt', 'extra.txt'])
      expect(lstatSync(join(dir, name)).isSymbolicLink(), name).toBe(false)
    expect(readFileSync(join(dir, 'input.txt'), 'utf8')).toBe('1 2\n')
    // nor reads through one: a link named like the expected output reads as nothing
    symlinkSync(target, join(dir, 'output.txt'))
    expect(await readCapped(join(dir, 'output.txt'), 100)).toEqual({ text: '', truncated: false })
  })

  it('refuses a kept folder that is a link or open to others', () => {
    const own = join(scratch, 'cache')
    ensureOwnDir(own)
    expect(mode(own)).toBe(0o700)
    const open = join(scratch, 'open-cache')
    mkdirSync(open, { mode: 0o777 })
    chmodSync(open, 0o777)
    expect(() => ensureOwnDir(open)).toThrow(/not a private folder/)
    const link = join(scratch, 'linked-cache')
    symlinkSync(own, link)
    expect(() => ensureOwnDir(link)).toThrow(/not a private folder/)
  })
})
