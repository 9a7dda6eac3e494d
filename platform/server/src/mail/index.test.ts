import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { ApiError } from '@oj/sdk/server'
import { Effect, Exit } from 'effect'
import { afterAll, describe, expect, it } from 'vitest'

import { smtpServer } from '../../test/smtp-server.ts'
import { openMail, type SmtpSettings } from './index.ts'

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

describe('openMail (the SMTP server of the admin settings)', () => {
  /** A self-signed certificate for 127.0.0.1, made by openssl for this run. */
  function selfSigned() {
    const dir = mkdtempSync(join(tmpdir(), 'oj-tls-'))
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    const pair = {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    }
    rmSync(dir, { recursive: true, force: true })
    return pair
  }
  const settings =
    (port: number, over: Partial<SmtpSettings> = {}) =>
    () =>
      Effect.succeed<SmtpSettings>({
        host: '127.0.0.1',
        port,
        username: 'oj',
        password: 's3cret',
        ssl: false,
        from: '',
        ...over,
      })

  it('delivers over TLS from the first byte (emailSsl), logged in', async () => {
    const tls = selfSigned()
    const smtp = await smtpServer({ users: { oj: 's3cret' }, tls })
    try {
      const mail = openMail({
        dataDir: join(root, 'tls'),
        settings: settings(smtp.port, { ssl: true }),
        ca: tls.cert,
      })
      expect(await Effect.runPromise(mail.route())).toMatchObject({ kind: 'settings' })
      await Effect.runPromise(mail.send({ to: 'bob@example.com', subject: 'TLS', text: 'over tls' }))
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0]).toMatchObject({ to: ['bob@example.com'], user: 'oj', from: 'oj@localhost' })
    } finally {
      await smtp.close()
    }
  })

  it('follows a change of the settings on the next mail, and explains a refusal in the server’s words', async () => {
    const first = await smtpServer({ users: { oj: 's3cret' } })
    const second = await smtpServer({ users: { oj: 's3cret' } })
    try {
      let current: SmtpSettings | undefined = {
        host: '127.0.0.1',
        port: first.port,
        username: 'oj',
        password: 's3cret',
        ssl: false,
        from: 'a@oj.example',
      }
      const mail = openMail({ dataDir: join(root, 'switching'), settings: () => Effect.succeed(current) })
      await Effect.runPromise(mail.send({ to: 'x@example.com', subject: '1', text: '1' }))
      current = { ...current, port: second.port }
      await Effect.runPromise(mail.send({ to: 'x@example.com', subject: '2', text: '2' }))
      expect([first.received.length, second.received.length]).toEqual([1, 1])
      current = { ...current, password: 'wrong' }
      const failure = await Effect.runPromise(
        Effect.flip(mail.sendOrExplain({ to: 'x@example.com', subject: '3', text: '3' })),
      )
      expect(failure).toMatch(/535|Invalid username or password/)
      current = undefined
      await Effect.runPromise(mail.send({ to: 'y@example.com', subject: 'kept', text: 'kept' }))
      expect((await mail.outbox()).map((m) => m.to)).toEqual(['y@example.com'])
    } finally {
      await first.close()
      await second.close()
    }
  })
})
