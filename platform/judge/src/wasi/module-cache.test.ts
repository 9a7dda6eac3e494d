// Preparing a module (reading, hashing, instrumenting) never holds the event loop.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { longestStall } from '../testing/kit.ts'
import { instrument } from './binary/instrument.ts'
import { ModuleCache } from './module-cache.ts'

const leb = (n: number): number[] => {
  const out: number[] = []
  do {
    let byte = n & 0x7f
    n >>>= 7
    if (n !== 0) byte |= 0x80
    out.push(byte)
  } while (n !== 0)
  return out
}
const section = (id: number, payload: number[]): number[] => [id, ...leb(payload.length), ...payload]

/** A valid module of `count` functions, each a small loop (work for the instrumenter), and a _start. */
function bigModule(count: number): Uint8Array {
  const body = [0x00, 0x03, 0x40, 0x41, 0x00, 0x0d, 0x00, 0x0b, 0x41, 0x07, 0x1a, 0x0b] // loop; br_if 0 (never); end; drop 7
  const functions = [...leb(count), ...Array<number>(count).fill(0)]
  const code: number[] = [...leb(count)]
  for (let i = 0; i < count; i++) code.push(...leb(body.length), ...body)
  const name = [...Buffer.from('_start')]
  return new Uint8Array([
    0x00,
    0x61,
    0x73,
    0x6d,
    0x01,
    0x00,
    0x00,
    0x00,
    ...section(1, [0x01, 0x60, 0x00, 0x00]),
    ...section(3, functions),
    ...section(5, [0x01, 0x00, 0x01]),
    ...section(7, [0x01, name.length, ...name, 0x00, 0x00]),
    ...section(10, code),
  ])
}

const dir = mkdtempSync(join(tmpdir(), 'oj-module-cache-test-'))
const caches: ModuleCache[] = []
afterAll(async () => {
  for (const cache of caches) await cache.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('module preparation', () => {
  it('hashes and instruments a large module off the event loop', { timeout: 60_000 }, async () => {
    const path = join(dir, 'main.wasm')
    const bytes = bigModule(30_000)
    writeFileSync(path, bytes)
    const started = performance.now()
    instrument(bytes, { maxPages: 1024 })
    const onLoop = performance.now() - started
    expect(onLoop, 'the instrumentation must take long enough to be seen').toBeGreaterThan(50)

    const cache = new ModuleCache(false)
    caches.push(cache)
    let prepared
    const stall = await longestStall(async () => (prepared = await cache.prepare(path, false, 1024)))
    expect(prepared).toMatchObject({ key: expect.stringMatching(/^[0-9a-f]{64}$/), module: null })
    expect(stall).toBeLessThan(onLoop / 2)
  })

  it('hashes a submission once per version of its file, and sees a rewrite its program hid', async () => {
    const path = join(dir, 'versions.wasm')
    const first = bigModule(2)
    writeFileSync(path, first)
    const cache = new ModuleCache(false)
    caches.push(cache)
    const key = (await cache.prepare(path, false, 16)).key
    expect((await cache.prepare(path, false, 16)).key).toBe(key)
    // the same size, the old mtime: only the content (and the ctime no program can set) changed
    const before = statSync(path, { bigint: true })
    execFileSync('touch', ['-r', path, `${path}.times`]) // its times, to the nanosecond
    const second = Uint8Array.from(first)
    second[second.lastIndexOf(0x07)] = 0x08
    await new Promise((resolve) => setTimeout(resolve, 20)) // past the kernel's coarse clock tick
    writeFileSync(path, second)
    execFileSync('touch', ['-r', `${path}.times`, path])
    const after = statSync(path, { bigint: true })
    expect([after.size, after.mtimeNs, after.ino]).toEqual([before.size, before.mtimeNs, before.ino])
    expect((await cache.prepare(path, false, 16)).key).not.toBe(key)
  })

  it('never reads a submission through a link its program left', async () => {
    const path = join(dir, 'linked.wasm')
    writeFileSync(join(dir, 'real.wasm'), bigModule(1))
    symlinkSync(join(dir, 'real.wasm'), path)
    const cache = new ModuleCache(false)
    caches.push(cache)
    await expect(cache.prepare(path, false, 16)).rejects.toThrow(/ELOOP|symbolic link/)
  })
})
