import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { ApiError } from '@oj/sdk/server'
import { Effect, Exit } from 'effect'
import { afterAll, describe, expect, it } from 'vitest'

import { openMail } from './index.ts'

const root = mkdtempSync(join(tmpdir(), 'oj-mail-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('openMail (outbox)', () => {
  it('writes each mail as a JSON file and lists them oldest first', async () => {
    const dataDir = join(root, 'a')
    const mail = openMail({ dataDir })
    expect(await mail.outbox()).toEqual([])
    for (let i = 1; i <= 3; i++) {
      await Effect.runPromise(mail.send({ to: `u${i}@example.com`, subject: `Code ${i}`, text: `${i}` }))
    }
    await Effect.runPromise(
      mail.send({ to: 'h@example.com', subject: '验证码', text: 'plain', html: '<b>html</b>' }),
    )
    const sent = await mail.outbox()
    expect(sent.map((m) => m.to)).toEqual([
      'u1@example.com',
      'u2@example.com',
      'u3@example.com',
      'h@example.com',
    ])
    expect(sent[3]).toMatchObject({ subject: '验证码', text: 'plain', html: '<b>html</b>' })
    expect(sent[0]).not.toHaveProperty('html')
    expect(Date.parse(sent[0]!.sentAt)).not.toBeNaN()
    expect(readdirSync(join(dataDir, 'outbox')).filter((n) => n.endsWith('.json'))).toHaveLength(4)
    // Another instance on the same directory (a restarted server) sees the same outbox.
    expect(await openMail({ dataDir }).outbox()).toHaveLength(4)
  })

  it('fails with a server ApiError when the outbox cannot be written', async () => {
    const dataDir = join(root, 'b')
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(join(dataDir, 'outbox'), 'a file where the folder should be')
    const exit = await Effect.runPromiseExit(
      openMail({ dataDir }).send({ to: 'x@y.z', subject: 's', text: 't' }),
    )
    expect(exit.pipe(Exit.findErrorOption)).toMatchObject({ value: expect.any(ApiError) })
  })
})
