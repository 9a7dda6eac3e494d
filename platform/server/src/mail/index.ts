import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { Errors, type MailMessage, type MailShape } from '@oj/sdk/server'
import { Effect } from 'effect'
import { createTransport } from 'nodemailer'

export type SentMail = MailMessage & { readonly sentAt: string }

export interface OutboxMail extends MailShape {
  /** Every mail sent so far, oldest first. */
  outbox(): Promise<ReadonlyArray<SentMail>>
}

// A counter keeps the order of mails sent within the same millisecond.
let sequence = 0

async function write(dir: string, message: MailMessage): Promise<void> {
  const sentAt = new Date().toISOString()
  const mail: SentMail = {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    sentAt,
  }
  const name = `${sentAt.replace(/[:.]/g, '-')}-${String(sequence++ % 1e6).padStart(6, '0')}-${randomBytes(3).toString('hex')}`
  await mkdir(dir, { recursive: true })
  const temp = join(dir, `.${name}.tmp`)
  await writeFile(temp, `${JSON.stringify(mail, null, 2)}\n`)
  await rename(temp, join(dir, `${name}.json`))
}

async function read(dir: string): Promise<ReadonlyArray<SentMail>> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[]
    throw error
  })
  const files = names.filter((name) => name.endsWith('.json')).sort()
  return Promise.all(
    files.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as SentMail),
  )
}

export interface MailConfig {
  readonly dataDir: string
  /** OJ_SMTP_URL, e.g. smtps://user:password@smtp.example.com:465; unset: the embedded outbox. */
  readonly smtpUrl?: string | undefined
  /** OJ_MAIL_FROM, the sender address of SMTP mail (default: the SMTP user). */
  readonly from?: string | undefined
}

/**
 * The mailer. With an SMTP URL, mail goes out through nodemailer and nothing is kept (codes and
 * reset links are secrets). Without one (the embedded default), each mail becomes a JSON file in
 * `${dataDir}/outbox/`, where the admin and the tests read it.
 */
export function openMail(config: MailConfig): OutboxMail {
  if (config.smtpUrl) return smtpMail(config.smtpUrl, config.from)
  const dir = join(config.dataDir, 'outbox')
  return {
    send: (message) => Effect.tryPromise({ try: () => write(dir, message), catch: () => Errors.server() }),
    outbox: () => read(dir),
  }
}

function smtpMail(url: string, from: string | undefined): OutboxMail {
  const transport = createTransport(url)
  const sender = from ?? (decodeURIComponent(new URL(url).username) || 'oj@localhost')
  return {
    send: (message) =>
      Effect.tryPromise({
        try: () =>
          transport.sendMail({
            from: sender,
            to: message.to,
            subject: message.subject,
            text: message.text,
            ...(message.html === undefined ? {} : { html: message.html }),
          }),
        // The caller shows a plain server error; the operator finds the cause in the log.
        catch: (cause) => {
          console.error(`[mail] SMTP delivery to ${message.to} failed: ${String(cause)}`)
          return Errors.server()
        },
      }).pipe(Effect.asVoid),
    outbox: () => Promise.resolve([]),
  }
}
