import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { Context, Data, type Effect } from 'effect'

import type { AnyRemoteJudge } from '../judge/remote/define.ts'
import type { Locale } from '../shared/locale.ts'
import type { PublicProfile } from '../shared/profile.ts'
import type { RoleName } from '../shared/roles.ts'
import type { ApiError } from './errors.ts'

// ---------------------------------------------------------------------------------------------
// Db: drizzle on PGlite (embedded default) or node-postgres (DATABASE_URL). Both are PgDatabase.
// ---------------------------------------------------------------------------------------------
export type DbClient = PgDatabase<PgQueryResultHKT, Record<string, unknown>>

export interface DbShape {
  readonly kind: 'pglite' | 'postgres'
  readonly client: DbClient
  /** Runs `f` in one transaction: all of it is written, or none. */
  readonly transaction: <A>(f: (tx: DbClient) => Promise<A>) => Effect.Effect<A, DbError>
  /** Runs a query; maps a driver failure to DbError. */
  readonly use: <A>(f: (db: DbClient) => Promise<A>) => Effect.Effect<A, DbError>
  /**
   * Calls `told` on every NOTIFY of `channel`, before the query that committed it answers: only on a
   * database whose one process sees every write (the embedded one); absent on Postgres, which other
   * processes write too (their changes would be heard a moment later). Resolves once listening.
   */
  readonly listen?: (channel: string, told: () => void) => Promise<void>
}
export class Db extends Context.Service<Db, DbShape>()('platform/Db') {}

export class DbError extends Data.TaggedError('DbError')<{ readonly cause: unknown }> {}

// ---------------------------------------------------------------------------------------------
// Bus: NATS JetStream (NATS_URL) or in-process. Events fan out to every subscriber; tasks go to a
// work queue where each is taken by exactly one consumer and redelivered until acked.
// ---------------------------------------------------------------------------------------------
export interface BusMessage {
  readonly subject: string
  readonly data: Uint8Array
  json<T = unknown>(): T
}

export interface TaskMessage extends BusMessage {
  /** How many times this task has been delivered (1 on the first delivery). */
  readonly deliveryCount: number
  ack(): Promise<void>
  /** Gives the task back for redelivery, after `delayMs`. */
  nak(delayMs?: number): Promise<void>
  /** Tells the bus the task is still being worked on (extends its ack deadline). */
  working(): Promise<void>
}

export interface Subscription {
  close(): Promise<void>
}

export interface BusShape {
  readonly kind: 'nats' | 'memory'
  /**
   * The largest message the bus carries, in bytes of its JSON (NATS: the server's max_payload, 1 MiB
   * by default; the in-process bus keeps the same default). Publishing more fails.
   */
  readonly maxPayload: number
  /**
   * Publishes an event (durable on NATS: stream `EVENTS`, subjects `events.>`; with NATS_NAMESPACE
   * `EVENTS_<ns>`, `<ns>.events.>`, which handlers never see: they get `events.…` as published).
   */
  publish(subject: string, payload: unknown): Promise<void>
  /**
   * Subscribes a durable, named consumer to events matching `subject` (`*` and `>` wildcards).
   * Several processes using the same `durable` name share the events between them.
   */
  subscribe(
    subject: string,
    durable: string,
    handler: (msg: TaskMessage) => Promise<void>,
  ): Promise<Subscription>
  /**
   * As `subscribe`, but the handler is given the messages already waiting, up to `max` at once (in
   * order): a lone message goes at once, a burst in fewer calls. It never waits for more to come.
   * A handler that returns settles nothing itself; one that throws has each message it did not
   * settle given back for redelivery, as with `subscribe`.
   */
  subscribeBatch(
    subject: string,
    durable: string,
    max: number,
    handler: (msgs: ReadonlyArray<TaskMessage>) => Promise<void>,
  ): Promise<Subscription>
  /** Puts a task on a work queue lane (`tasks.<lane>`). */
  enqueue(lane: string, payload: unknown, options?: { readonly id?: string }): Promise<void>
  /** Pulls tasks of one lane, at most `prefetch` in flight; each is taken by one consumer only. */
  consume(
    lane: string,
    options: {
      readonly prefetch: number
      readonly ackWaitMs?: number
      /**
       * Deliveries after which a task is no longer delivered (dropped, never acked). Default
       * unbounded; a lane shared by several processes keeps the bound last asked for.
       */
      readonly maxDeliver?: number
    },
    handler: (msg: TaskMessage) => Promise<void>,
  ): Promise<Subscription>
  close(): Promise<void>
}

export class Bus extends Context.Service<Bus, BusShape>()('platform/Bus') {}

// ---------------------------------------------------------------------------------------------
// Files: content-addressed blobs (test data, avatars, uploads).
// ---------------------------------------------------------------------------------------------
export interface FilesShape {
  /** Stores bytes and answers their sha256 hex digest, the key to get them back. */
  readonly put: (bytes: Uint8Array) => Effect.Effect<string>
  readonly get: (hash: string) => Effect.Effect<Uint8Array | undefined>
  /**
   * Stores what a stream yields (a large test file, an entry of an uploaded zip) without holding it
   * whole: hashed as it is written aside. Answers the digest and the size in bytes.
   */
  readonly putStream: (
    source: AsyncIterable<Uint8Array>,
  ) => Effect.Effect<{ readonly hash: string; readonly size: number }>
  /** The blob as a stream of chunks (a download), or undefined when there is none. */
  readonly open: (hash: string) => Effect.Effect<AsyncIterable<Uint8Array> | undefined>
}
export class Files extends Context.Service<Files, FilesShape>()('platform/Files') {}

// ---------------------------------------------------------------------------------------------
// Mail: SMTP when configured, else an outbox the admin (and tests) can read.
// ---------------------------------------------------------------------------------------------
export interface MailMessage {
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html?: string
}
export interface MailShape {
  readonly send: (message: MailMessage) => Effect.Effect<void, ApiError>
}
export class Mail extends Context.Service<Mail, MailShape>()('platform/Mail') {}

// ---------------------------------------------------------------------------------------------
// Config: the process configuration (environment and config file), read once at start.
// ---------------------------------------------------------------------------------------------
export interface AppConfig {
  readonly port: number
  readonly dataDir: string
  readonly databaseUrl: string | undefined
  readonly natsUrl: string | undefined
  /** The enabled modules, in the order given. */
  readonly modules: ReadonlyArray<string>
  readonly adminPassword: string | undefined
}
export class Config extends Context.Service<Config, AppConfig>()('platform/Config') {}

// ---------------------------------------------------------------------------------------------
// SiteSettings: the site's stored settings (the admin area's switches, e.g. `defaultSubmitInterval`),
// read by key, so that a module needs nothing of the platform's tables.
// ---------------------------------------------------------------------------------------------
export interface SiteSettingsShape {
  /** The stored value of a setting, or undefined when an administrator never stored one. */
  readonly get: (key: string) => Effect.Effect<unknown, DbError>
  /** Every stored setting, by key. */
  readonly all: () => Effect.Effect<ReadonlyMap<string, unknown>, DbError>
}
export class SiteSettings extends Context.Service<SiteSettings, SiteSettingsShape>()(
  'platform/SiteSettings',
) {}

// ---------------------------------------------------------------------------------------------
// RateLimits: the platform's per-subject counters in windows of time (the ones that guard login),
// for a module's own limits: password guesses, likes, reports, prints. Counters live in the
// database, so every server process sharing it sees the same counts.
// ---------------------------------------------------------------------------------------------
export interface RateRule {
  /** The counter's name, unique on the site: the module's id first (`contests.password-user`). */
  readonly name: string
  /** Requests allowed per window. */
  readonly limit: number
  /** The window, in ms: at most an hour (longer counters are pruned before their window ends). */
  readonly windowMs: number
}
export interface RateLimitsShape {
  /**
   * Counts one request of `subject` (a uid, an address) against `rule` and fails with 429 (the
   * seconds to wait in its message) once the window's allowance is spent.
   */
  readonly hit: (rule: RateRule, subject: string) => Effect.Effect<void, ApiError>
  /** Fails with 429 when the allowance is spent, counting nothing (count with `hit`, say on a failure). */
  readonly check: (rule: RateRule, subject: string) => Effect.Effect<void, ApiError>
}
export class RateLimits extends Context.Service<RateLimits, RateLimitsShape>()('platform/RateLimits') {}

// ---------------------------------------------------------------------------------------------
// Users: the public face of accounts (PublicProfile, in the SDK's shared part), looked up by uid, so
// that a module can show who did something without the platform's tables. Private fields (e-mail,
// password, mobile, student number) are never part of it.
// ---------------------------------------------------------------------------------------------
export interface UsersShape {
  /** The profiles of these users, by uid, in one query; uids of no user are left out. */
  readonly profiles: (
    uids: ReadonlyArray<string>,
  ) => Effect.Effect<ReadonlyMap<string, PublicProfile>, DbError>
  /**
   * The profiles of the users with these usernames (exact, case-sensitive), by username, in one
   * query (an @mention's recipients); names of no user are left out.
   */
  readonly byUsernames: (
    usernames: ReadonlyArray<string>,
  ) => Effect.Effect<ReadonlyMap<string, PublicProfile>, DbError>
  /**
   * The uids of the users holding this role while it is active (e.g. the super admins, whom boards
   * and ranks leave out, as HOJ does), in one query.
   */
  readonly holding: (role: RoleName) => Effect.Effect<ReadonlyArray<string>, DbError>
}
export class Users extends Context.Service<Users, UsersShape>()('platform/Users') {}

// ---------------------------------------------------------------------------------------------
// The caller of the current request.
// ---------------------------------------------------------------------------------------------
export interface Caller {
  readonly uid: string
  readonly username: string
  readonly roles: ReadonlyArray<RoleName>
  readonly permissions: ReadonlyArray<string>
}

export interface RequestContextShape {
  /** The logged-in caller, or undefined for an anonymous request. */
  readonly caller: Caller | undefined
  readonly locale: Locale
  readonly ip: string
}
export class RequestContext extends Context.Service<RequestContext, RequestContextShape>()(
  'platform/RequestContext',
) {}

// ---------------------------------------------------------------------------------------------
// Inbox: puts messages in users' message center boxes. Nobody is told about their own action: a
// message whose sender is its recipient is dropped; so is one to a user who does not exist.
// ---------------------------------------------------------------------------------------------
export interface InteractionMessage {
  /** The box: someone commented on, replied to or liked something of the recipient's. */
  readonly category: 'comment' | 'reply' | 'like'
  readonly recipientUid: string
  readonly senderUid: string
  /**
   * What the message is about, e.g. 'Discussion': a type an enabled module registers in its
   * `web.messageSources` (with the label the message center shows). Any other type is a defect.
   */
  readonly sourceType: string
  readonly sourceId: number
  readonly sourceTitle: string
  readonly sourceContent: string
  /** The comment or reply quoted (the one replied to or liked), if any. */
  readonly quoteId?: number
  /** What the quote is, e.g. 'Comment' or 'Reply' (HOJ's quoteType). */
  readonly quoteType?: string
  readonly quoteContent?: string
  /** Where the message leads in the web app, e.g. `/discussion-detail/12`. */
  readonly url: string
}
export interface InboxShape {
  /** A message to the user's 'mine' box (content is Markdown). */
  readonly notify: (
    uid: string,
    message: { readonly title: string; readonly content: string },
  ) => Effect.Effect<void, DbError>
  /** A comment, reply or like message to the recipient's box of that category. */
  readonly interaction: (message: InteractionMessage) => Effect.Effect<void, DbError>
}
export class Inbox extends Context.Service<Inbox, InboxShape>()('platform/Inbox') {}

// ---------------------------------------------------------------------------------------------
// RemoteJudges: the remote judge adapters installed on this server (the judge workers have the
// same list), each with where it is reached (OJ_REMOTE_JUDGE_<ID>, else its own address), so that a
// module can read problems from the sites without importing judge plugins.
// ---------------------------------------------------------------------------------------------
export interface RemoteJudgeSite {
  readonly judge: AnyRemoteJudge
  readonly baseUrl: string
  /** Per request (OJ_REMOTE_TIMEOUT_MS, default 10 s). */
  readonly timeoutMs: number
}
export interface RemoteJudgesShape {
  readonly sites: ReadonlyArray<RemoteJudgeSite>
}
export class RemoteJudges extends Context.Service<RemoteJudges, RemoteJudgesShape>()(
  'platform/RemoteJudges',
) {}
