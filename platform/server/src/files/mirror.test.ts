import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { openTestDataStore } from '@oj/platform-judge'
import { Effect } from 'effect'
import { afterAll, describe, expect, it } from 'vitest'

import { backfillMirror } from './backfill.ts'
import { openFiles } from './index.ts'

const root = mkdtempSync(join(tmpdir(), 'oj-files-mirror-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const natsUrl = process.env['NATS_URL']

describe('openFiles with a mirror', () => {
  it('keeps the blob when the mirror fails, and says so', async () => {
    const logged: string[] = []
    const files = openFiles(join(root, 'a'), {
      mirror: async () => {
        throw new Error('object store down')
      },
      log: (m) => logged.push(m),
    })
    const hash = await Effect.runPromise(files.put(new TextEncoder().encode('7\n')))
    expect(await Effect.runPromise(files.get(hash))).toEqual(new TextEncoder().encode('7\n'))
    expect(logged.join('\n')).toMatch(/not mirrored.*object store down/)
  })

  it.skipIf(!natsUrl)('puts each blob in the NATS object store the workers read', async () => {
    const store = await openTestDataStore(natsUrl as string, 'oj-files-mirror-test')
    try {
      const files = openFiles(join(root, 'b'), { mirror: store.put })
      const text = `case data ${Date.now()}\n`
      const hash = await Effect.runPromise(files.put(new TextEncoder().encode(text)))
      expect(hash).toBe(createHash('sha256').update(text).digest('hex'))
      expect(new TextDecoder().decode(await store.origin.fetch(hash))).toBe(text)
    } finally {
      await store.close()
    }
  })
})

describe('backfillMirror', () => {
  it('offers every stored blob to the mirror, and skips what is not a blob', async () => {
    const dir = join(root, 'c')
    const files = openFiles(dir)
    const hashes = [
      await Effect.runPromise(files.put(new TextEncoder().encode('1\n'))),
      await Effect.runPromise(files.put(new TextEncoder().encode('2\n'))),
    ]
    writeFileSync(join(dir, 'stray.txt'), 'not a blob')
    const seen = new Map<string, string>()
    const copied = await backfillMirror(
      dir,
      async (hash, bytes) => {
        seen.set(hash, new TextDecoder().decode(bytes))
      },
      () => undefined,
    )
    expect(copied).toBe(2)
    expect([...seen.keys()].sort()).toEqual([...hashes].sort())
    expect(seen.get(hashes[0] as string)).toBe('1\n')
  })
})
