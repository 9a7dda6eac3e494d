// A real SMTP server on a free local port that keeps what it receives (smtp-server from npm), for
// the tests of the mailer and the admin's mail settings.
interface Received {
  readonly from: string
  readonly to: ReadonlyArray<string>
  readonly data: string
  readonly user: string | undefined
}

export async function smtpServer(
  options: {
    /** Accepted logins; without, any login is refused and mail without one is taken. */
    readonly users?: Readonly<Record<string, string>>
    /** Implicit TLS with this key and certificate (PEM). */
    readonly tls?: { readonly key: string; readonly cert: string }
  } = {},
) {
  const { SMTPServer } = await import('smtp-server')
  const received: Array<Received> = []
  const server = new SMTPServer({
    ...(options.tls
      ? { secure: true, key: options.tls.key, cert: options.tls.cert }
      : { disabledCommands: ['STARTTLS'] }),
    allowInsecureAuth: true,
    authOptional: !options.users,
    onAuth(auth, _session, callback) {
      if (options.users && options.users[auth.username ?? ''] === auth.password)
        callback(null, { user: auth.username })
      else callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
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
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as { port: number }
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
