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

describe('openMail (SMTP)', () => {
  /** A real SMTP server on a free port that keeps what it receives. */
  async function smtpServer(options: { readonly reject?: boolean } = {}) {
    const { SMTPServer } = await import('smtp-server')
    const received: Array<{ from: string; to: string[]; data: string; user: string | undefined }> = []
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'oj' && auth.password === 's3cret') callback(null, { user: auth.username })
        else callback(new Error('Invalid username or password'))
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', () => {
          if (options.reject) return callback(new Error('Mailbox unavailable'))
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
            user: session.user as string | undefined,
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.server.address() as { port: number }
    return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
  }

  it('delivers through the SMTP server, logged in, from the configured sender, keeping no copy', async () => {
    const smtp = await smtpServer()
    try {
      const dataDir = join(root, 'smtp')
      const mail = openMail({
        dataDir,
        smtpUrl: `smtp://oj:s3cret@127.0.0.1:${smtp.port}`,
        from: 'OJ <noreply@oj.example>',
      })
      await Effect.runPromise(
        mail.send({ to: 'alice@example.com', subject: 'Your code', text: 'Code: 123456' }),
      )
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0]).toMatchObject({
        from: 'noreply@oj.example',
        to: ['alice@example.com'],
        user: 'oj',
      })
      expect(smtp.received[0]!.data).toContain('Subject: Your code')
      expect(smtp.received[0]!.data).toContain('Code: 123456')
      expect(await mail.outbox()).toEqual([])
    } finally {
      await smtp.close()
    }
  })

  it('fails with a server ApiError when the SMTP server refuses', async () => {
    const smtp = await smtpServer({ reject: true })
    const errors = console.error
    console.error = () => {}
    try {
      const mail = openMail({ dataDir: root, smtpUrl: `smtp://oj:s3cret@127.0.0.1:${smtp.port}` })
      const exit = await Effect.runPromiseExit(mail.send({ to: 'a@b.c', subject: 's', text: 't' }))
      expect(Exit.isFailure(exit)).toBe(true)
      if (Exit.isFailure(exit)) expect(String(exit.cause)).toMatch(/ApiError|server/i)
    } finally {
      console.error = errors
      await smtp.close()
    }
  })
})
