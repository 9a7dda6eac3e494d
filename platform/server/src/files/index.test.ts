import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { Effect } from 'effect'
import { afterAll, describe, expect, it } from 'vitest'

import { openFiles } from './index.ts'

const root = mkdtempSync(join(tmpdir(), 'oj-files-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const bytes = (text: string) => new TextEncoder().encode(text)
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe('openFiles', () => {
  it('stores bytes under their sha256 and gives them back', async () => {
    const files = openFiles(join(root, 'a', 'files'))
    const hash = await Effect.runPromise(files.put(bytes('1 2\n3\n')))
    expect(hash).toBe(sha256('1 2\n3\n'))
    const path = join(root, 'a', 'files', hash.slice(0, 2), hash.slice(2))
    expect(readFileSync(path, 'utf8')).toBe('1 2\n3\n')
    expect(await Effect.runPromise(files.get(hash))).toEqual(bytes('1 2\n3\n'))
    expect(await Effect.runPromise(files.get(hash.toUpperCase()))).toEqual(bytes('1 2\n3\n'))
  })

  it('keeps one copy of the same content and leaves no temporary files', async () => {
    const dir = join(root, 'b')
    const files = openFiles(dir)
    const hashes = await Effect.runPromise(
      Effect.all([files.put(bytes('same')), files.put(bytes('same')), files.put(bytes('same'))], {
        concurrency: 'unbounded',
      }),
    )
    expect(new Set(hashes).size).toBe(1)
    const [hash] = hashes
    expect(readdirSync(join(dir, hash!.slice(0, 2)))).toEqual([hash!.slice(2)])
  })

  it('stores empty content', async () => {
    const files = openFiles(join(root, 'c'))
    const hash = await Effect.runPromise(files.put(new Uint8Array()))
    expect(await Effect.runPromise(files.get(hash))).toEqual(new Uint8Array())
  })

  it('answers undefined for unknown or malformed keys, never a path outside the store', async () => {
    const files = openFiles(join(root, 'd'))
    expect(await Effect.runPromise(files.get(sha256('never stored')))).toBeUndefined()
    expect(await Effect.runPromise(files.get('../../etc/passwd'))).toBeUndefined()
    expect(await Effect.runPromise(files.get(''))).toBeUndefined()
    expect(existsSync(join(root, 'd'))).toBe(false)
  })

  it('stores a stream as it comes (hashed while written), and opens a blob as a stream', async () => {
    const dir = join(root, 'e')
    const files = openFiles(dir)
    async function* chunks() {
      for (let i = 0; i < 64; i++) yield bytes(`chunk ${i}\n`)
    }
    const text = Array.from({ length: 64 }, (_, i) => `chunk ${i}\n`).join('')
    const stored = await Effect.runPromise(files.putStream(chunks()))
    expect(stored).toEqual({ hash: sha256(text), size: text.length })
    expect(await Effect.runPromise(files.put(bytes(text)))).toBe(stored.hash)
    const parts: Array<Uint8Array> = []
    for await (const chunk of (await Effect.runPromise(files.open(stored.hash)))!) parts.push(chunk)
    expect(Buffer.concat(parts).toString()).toBe(text)
    expect(await Effect.runPromise(files.open('../x'))).toBeUndefined()
    // The temporary it wrote aside is gone: one file under its hash, nothing else.
    const shards = readdirSync(dir).flatMap((s) => readdirSync(join(dir, s)).map((f) => `${s}/${f}`))
    expect(shards).toEqual([`${stored.hash.slice(0, 2)}/${stored.hash.slice(2)}`])
  })
})
