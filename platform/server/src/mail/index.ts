import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { Errors, type MailMessage, type MailShape } from '@oj/sdk/server'
import { Context, Effect } from 'effect'
import { createTransport } from 'nodemailer'

export type SentMail = MailMessage & { readonly sentAt: string }

interface OutboxMail extends MailShape {
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
  /**
   * The SMTP server the super admin set in the admin area (read before each mail, so a change is
   * used at once); when it names a host it wins over `smtpUrl`.
   */
  readonly settings?: () => Effect.Effect<SmtpSettings | undefined, unknown>
  /** Certificates to trust besides the system's (tests with a TLS server of their own). */
  readonly ca?: string | undefined
}

/** An SMTP server as the admin area's e-mail config sets it (HOJ's EmailConfigDTO). */
export interface SmtpSettings {
  readonly host: string
  readonly port: number | undefined
  readonly username: string
  readonly password: string
  /** TLS from the first byte (usually port 465); otherwise plain, upgraded by STARTTLS when offered. */
  readonly ssl: boolean
  readonly from: string
}

/** Where mail goes now: the settings' SMTP server, the environment's, or the outbox. */
type MailRoute =
  | { readonly kind: 'settings'; readonly smtp: SmtpSettings }
  | { readonly kind: 'environment'; readonly url: string }
  | { readonly kind: 'outbox' }

interface Transport {
  readonly send: (message: MailMessage) => Promise<void>
}

/** A nodemailer transport for a route's server, with its sender. */
function smtpTransport(route: Exclude<MailRoute, { kind: 'outbox' }>, config: MailConfig): Transport {
  const tls = config.ca ? { tls: { ca: config.ca } } : {}
  const { transport, sender } =
    route.kind === 'environment'
      ? {
          transport: createTransport(route.url),
          sender: config.from ?? (decodeURIComponent(new URL(route.url).username) || 'oj@localhost'),
        }
      : {
          transport: createTransport({
            host: route.smtp.host,
            port: route.smtp.port ?? (route.smtp.ssl ? 465 : 587),
            secure: route.smtp.ssl,
            ...(route.smtp.username
              ? { auth: { user: route.smtp.username, pass: route.smtp.password } }
              : {}),
            connectionTimeout: 15_000,
            greetingTimeout: 15_000,
            socketTimeout: 30_000,
            ...tls,
          }),
          // A sender must be an address: a login that is no address (as many servers take) is not one.
          sender:
            route.smtp.from || (route.smtp.username.includes('@') ? route.smtp.username : 'oj@localhost'),
        }
  return {
    send: async (message) => {
      await transport.sendMail({
        from: sender,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
      })
    },
  }
}

/** The SMTP server's own words for a failed delivery (shown to the admin who tests the setting). */
const smtpFailure = (cause: unknown): string => {
  const error = cause as { response?: unknown; message?: unknown; code?: unknown }
  const text = typeof error?.response === 'string' ? error.response : String(error?.message ?? cause)
  return typeof error?.code === 'string' && !text.includes(error.code) ? `${error.code}: ${text}` : text
}

export interface Mailer extends OutboxMail {
  /** Where mail goes now. */
  readonly route: () => Effect.Effect<MailRoute, unknown>
  /** Sends through the route's SMTP server and fails with the server's words (the admin's test). */
  readonly sendOrExplain: (message: MailMessage) => Effect.Effect<MailRoute, string>
}

/**
 * The mailer. Mail goes out through nodemailer to the SMTP server the super admin set (read before
 * each mail), else to OJ_SMTP_URL's, and nothing is kept (codes and reset links are secrets). Without
 * either (the embedded default), each mail becomes a JSON file in `${dataDir}/outbox/`, where the
 * admin and the tests read it.
 */
export function openMail(config: MailConfig): Mailer {
  const dir = join(config.dataDir, 'outbox')
  // One transport per server setting, made again only when the setting changes.
  let kept: { readonly key: string; readonly transport: Transport } | undefined
  const transportFor = (route: Exclude<MailRoute, { kind: 'outbox' }>) => {
    const key = JSON.stringify(route)
    if (kept?.key !== key) kept = { key, transport: smtpTransport(route, config) }
    return kept.transport
  }
  const route = (): Effect.Effect<MailRoute, unknown> =>
    Effect.map(config.settings ? config.settings() : Effect.succeed(undefined), (smtp): MailRoute => {
      if (smtp && smtp.host) return { kind: 'settings', smtp }
      if (config.smtpUrl) return { kind: 'environment', url: config.smtpUrl }
      return { kind: 'outbox' }
    })
  const deliver = (current: MailRoute, message: MailMessage) =>
    current.kind === 'outbox' ? write(dir, message) : transportFor(current).send(message)
  return {
    route,
    send: (message) =>
      Effect.gen(function* () {
        const current = yield* route().pipe(Effect.mapError(() => Errors.server()))
        yield* Effect.tryPromise({
          try: () => deliver(current, message),
          // The caller shows a plain server error; the operator finds the cause in the log.
          catch: (cause) => {
            if (current.kind !== 'outbox')
              console.error(`[mail] SMTP delivery to ${message.to} failed: ${smtpFailure(cause)}`)
            return Errors.server()
          },
        })
      }),
    sendOrExplain: (message) =>
      Effect.gen(function* () {
        const current = yield* route().pipe(Effect.mapError((cause) => String(cause)))
        yield* Effect.tryPromise({ try: () => deliver(current, message), catch: smtpFailure })
        return current
      }),
    outbox: () => read(dir),
  }
}

/** The platform's own handle on the mailer (its route and the admin's test send); modules use Mail. */
export class PlatformMail extends Context.Service<PlatformMail, Mailer>()('platform/PlatformMail') {}
