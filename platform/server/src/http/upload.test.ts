import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readUpload } from './upload.ts'

// Streamed uploads: the form's file written to disk as it arrives (never a Blob in memory), its
// fields beside it, the limit counted as it streams, and the file removed by the cleanup.

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'oj-upload-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** An app that reads an upload of at most `max` bytes and answers what it found (cleaning up after). */
function app(max: number, keep: Array<string>) {
  const hono = new Hono()
  hono.post('/up', async (c) => {
    try {
      const upload = await readUpload(c, max, dir)
      const file = upload.fields['file']
      const found =
        typeof file === 'object' ? { ...file, text: readFileSync(file.path, 'utf8') } : { missing: true }
      if (typeof file === 'object') keep.push(file.path)
      await upload.cleanup()
      return c.json({ found, mode: upload.fields['mode'] })
    } catch (error) {
      const e = error as { status?: number; message: string }
      return c.json({ error: e.message, status: e.status ?? 0 }, 400)
    }
  })
  return hono
}

const form = (content: string, extra: Record<string, string> = {}) => {
  const body = new FormData()
  for (const [k, v] of Object.entries(extra)) body.append(k, v)
  body.append('file', new Blob([content]), 'cases.zip')
  return body
}

describe('readUpload', () => {
  it('writes the file to disk with its name and size, keeps the fields, and removes it after', async () => {
    const paths: Array<string> = []
    const reply = await app(1024, paths).request('/up', {
      method: 'POST',
      body: form('hello zip', { mode: 'default' }),
    })
    const body = (await reply.json()) as {
      found: { name: string; size: number; text: string; kind: string }
      mode: string
    }
    expect(body.found).toMatchObject({ kind: 'uploaded-file', name: 'cases.zip', size: 9, text: 'hello zip' })
    expect(body.mode).toBe('default')
    expect(existsSync(paths[0]!)).toBe(false)
  })

  it('refuses a file over the limit with a 413, leaving nothing on disk', async () => {
    const paths: Array<string> = []
    const reply = await app(2048, paths).request('/up', { method: 'POST', body: form('x'.repeat(5000)) })
    expect(await reply.json()).toEqual({ error: 'The file is too large (at most 2 KiB)', status: 413 })
    expect(paths).toEqual([])
  })

  it('refuses a body that is not a multipart form', async () => {
    const reply = await app(100, []).request('/up', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(await reply.json()).toEqual({
      error: 'The upload must be a multipart form with the file in it',
      status: 400,
    })
  })
})

describe('readUpload on a body cut off mid-file', () => {
  it('answers 400 and leaves nothing on disk, every stream failure handled', async () => {
    const unhandled: Array<unknown> = []
    const seen = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', seen)
    try {
      const boundary = 'cut-boundary'
      const body =
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cases.zip"\r\n` +
        `Content-Type: application/zip\r\n\r\n${'x'.repeat(4000)}`
      const paths: Array<string> = []
      const reply = await app(1 << 20, paths).request('/up', {
        method: 'POST',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body,
      })
      expect(await reply.json()).toEqual({
        error: 'The upload must be a multipart form with the file in it',
        status: 400,
      })
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(unhandled).toEqual([])
      expect(readdirSync(dir)).toEqual([])
    } finally {
      process.off('unhandledRejection', seen)
    }
  })
})
