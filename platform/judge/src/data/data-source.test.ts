import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { DataMissingError, type DataOrigin, openDiskCache } from './data-source.ts'

const sha = (text: string) => createHash('sha256').update(text).digest('hex')
const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'oj-cache-test-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** An origin holding the given texts (a real in-memory store, counting fetches). */
function origin(texts: ReadonlyArray<string>, tamper = false) {
  const blobs = new Map(texts.map((t) => [sha(t), new TextEncoder().encode(tamper ? `${t}!` : t)]))
  const counter = { fetches: 0 }
  const source: DataOrigin = {
    description: 'the test origin',
    fetch: async (hash) => {
      counter.fetches++
      return blobs.get(hash)
    },
  }
  return { source, counter }
}

describe('openDiskCache', () => {
  it('fetches once, then serves from disk, also after a restart', async () => {
    const dir = tempDir()
    const { source, counter } = origin(['1 2\n'])
    const cache = await openDiskCache({ dir, maxBytes: 1 << 20, origin: source })
    const [a, b] = await Promise.all([cache.get(sha('1 2\n')), cache.get(sha('1 2\n'))])
    expect(new TextDecoder().decode(a)).toBe('1 2\n')
    expect(b).toEqual(a)
    expect(counter.fetches).toBe(1)
    const again = await openDiskCache({ dir, maxBytes: 1 << 20, origin: source })
    const dest = join(tempDir(), 'case.in')
    await again.copyTo(sha('1 2\n'), dest)
    expect(readFileSync(dest, 'utf8')).toBe('1 2\n')
    expect(counter.fetches).toBe(1)
  })

  it('refuses data whose sha256 is not its name, and data the origin lacks', async () => {
    const { source } = origin(['3\n'], true)
    const cache = await openDiskCache({ dir: tempDir(), maxBytes: 1 << 20, origin: source })
    await expect(cache.get(sha('3\n'))).rejects.toThrow(/corrupt/)
    await expect(cache.get(sha('nothing'))).rejects.toBeInstanceOf(DataMissingError)
    await expect(cache.get('../../etc/passwd')).rejects.toBeInstanceOf(DataMissingError)
  })

  it('removes the least recently used blobs past its size', async () => {
    const dir = tempDir()
    const texts = ['a'.repeat(400), 'b'.repeat(400), 'c'.repeat(400)]
    const { source, counter } = origin(texts)
    const cache = await openDiskCache({ dir, maxBytes: 900, origin: source })
    await cache.get(sha(texts[0] as string))
    await cache.get(sha(texts[1] as string))
    await cache.get(sha(texts[0] as string))
    await cache.get(sha(texts[2] as string))
    const kept = readdirSync(dir).flatMap((sub) => readdirSync(join(dir, sub)).map((rest) => sub + rest))
    expect(kept.sort()).toEqual([sha(texts[0] as string), sha(texts[2] as string)].sort())
    await cache.get(sha(texts[1] as string))
    expect(counter.fetches).toBe(4)
  })
})
