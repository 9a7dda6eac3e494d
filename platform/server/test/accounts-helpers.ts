// Shared by the accounts tests: a test server, its outbox, a movable clock and per-test client IPs.
import type { Envelope } from '@oj/sdk'
import { and, eq } from 'drizzle-orm'
import { vi } from 'vitest'

import { accountsClock } from '../src/accounts/clock.ts'
import { challenges } from '../src/accounts/guards/tables.ts'
import type { TestServer } from '../src/testing/index.ts'

interface Reply<T = unknown> {
  readonly httpStatus: number
  readonly headers: Headers
  readonly body: Envelope<T>
}

let ipCounter = 0
/** A fresh client address (sent as X-Forwarded-For), so per-IP limits of one test leave the others alone. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`

/** A client of the server speaking one language from one address. */
export function client(
  server: TestServer,
  options: { ip?: string; lang?: 'en' | 'zh-CN'; token?: string } = {},
) {
  const ip = options.ip ?? freshIp()
  const headers = {
    'X-Forwarded-For': ip,
    Cookie: `Web_Language=${options.lang ?? 'en'}`,
  }
  const call = <T = unknown>(method: string, path: string, body?: unknown, token = options.token) =>
    server.api<T>(method, `/ojapi${path}`, {
      headers,
      ...(body === undefined ? {} : { body }),
      ...(token ? { token } : {}),
    }) as Promise<Reply<T>>
  return {
    ip,
    get: <T = unknown>(path: string, query: Record<string, string> = {}, token?: string) =>
      call<T>('GET', `${path}?${new URLSearchParams(query).toString()}`, undefined, token),
    post: <T = unknown>(path: string, body: unknown, token?: string) => call<T>('POST', path, body, token),
  }
}

/** The last mail sent to an address. */
export async function lastMailTo(server: TestServer, to: string) {
  const mails = (await server.outbox()).filter((m) => m.to === to)
  return mails.at(-1)
}

/** The 6-digit code in the last mail to an address. */
export async function mailedCode(server: TestServer, to: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await lastMailTo(server, to))?.text ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${to}`)
  return code
}

/** Moves the accounts' clock forward by `ms` from now on (undo with vi.restoreAllMocks()). */
export function advanceClock(ms: number): void {
  const base = accountsClock.now().getTime()
  const start = Date.now()
  vi.spyOn(accountsClock, 'now').mockImplementation(() => new Date(base + ms + (Date.now() - start)))
}

/** A captcha and its answer, read where the server keeps it (the picture is for people). */
export async function solvedCaptcha(server: TestServer, c: ReturnType<typeof client>) {
  const reply = await c.get<{ img: string; captchaKey: string }>('/captcha')
  const key = reply.body.data?.captchaKey ?? ''
  const [row] = await server.db.client
    .select()
    .from(challenges)
    .where(and(eq(challenges.key, key), eq(challenges.kind, 'captcha')))
  return { captchaKey: key, captcha: row?.answer ?? '', img: reply.body.data?.img ?? '' }
}
