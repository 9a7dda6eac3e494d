import type { Account, AccountChange, NewAccount } from '@oj/remote-judge-contract'
import {
  badRequest,
  Bus,
  conflict,
  type DbClient,
  dbQuery,
  dbTransaction,
  notFound,
  refuse,
  REMOTE_ACCOUNTS_SUBJECT,
  type RemoteAccountSet,
  remoteKeyFrom,
  sealSecret,
} from '@oj/sdk/server'
import { and, asc, eq, ne } from 'drizzle-orm'
import { Effect } from 'effect'

import { account } from './tables.ts'

// Remote judge accounts: kept with their passwords sealed (OJ_REMOTE_JUDGE_KEY), shown without
// them, and sent, still sealed, to the judge workers as one set after every change and whenever a
// worker asks.

const view = (row: typeof account.$inferSelect): Account => ({
  id: row.id,
  oj: row.oj,
  username: row.username,
  gmtCreate: new Date(row.gmtCreate).toISOString(),
  gmtModified: new Date(row.gmtModified).toISOString(),
})

const noKey = () =>
  badRequest(
    'remote-judge.error.noKey',
    'Remote judge passwords are sealed with OJ_REMOTE_JUDGE_KEY, which this server’s environment does not set',
  )
const accountExists = (oj: string, username: string) =>
  conflict('remote-judge.error.accountExists', `${oj} has an account ${username} already`, { oj, username })
const noAccount = () => notFound('remote-judge.error.noAccount', 'The account does not exist')

/** The sealing key, or the 400 that says it is missing. */
const theKey = Effect.suspend(() => {
  const key = remoteKeyFrom()
  return key ? Effect.succeed(key) : Effect.fail(noKey())
})

/** Every account, sealed, as the workers take them. */
async function accountSet(db: DbClient): Promise<RemoteAccountSet> {
  const rows = await db.select().from(account).orderBy(asc(account.id))
  return {
    version: Date.now(),
    accounts: rows.map((r) => ({ id: r.id, oj: r.oj, username: r.username, secret: r.secret })),
  }
}

/** Sends the accounts to the workers (a failure is logged: the next change or request sends them). */
export const publishAccounts = Effect.gen(function* () {
  const bus = yield* Bus
  const set = yield* dbQuery(accountSet)
  yield* Effect.tryPromise(() => bus.publish(REMOTE_ACCOUNTS_SUBJECT, set)).pipe(
    Effect.catch((error) => Effect.logError('remote-judge: the account set was not sent', error)),
  )
})

/** GET /admin/remote-judge/accounts */
export const listAccounts = ({ oj }: { readonly oj: string }) =>
  dbQuery(async (db) =>
    (
      await db.select().from(account).where(eq(account.oj, oj.trim().toUpperCase())).orderBy(asc(account.id))
    ).map(view),
  )

/** POST /admin/remote-judge/account */
export const addAccount = (input: NewAccount) =>
  Effect.gen(function* () {
    const key = yield* theKey
    const oj = input.oj.trim().toUpperCase()
    const added = yield* dbTransaction(async (tx) => {
      const [row] = await tx
        .insert(account)
        .values({ oj, username: input.username, secret: sealSecret(key, input.password) })
        .onConflictDoNothing()
        .returning()
      return row ? view(row) : refuse(accountExists(oj, input.username))
    })
    yield* publishAccounts
    return added
  })

/** PUT /admin/remote-judge/account: a new username, a new password, or both. */
export const updateAccount = (input: AccountChange) =>
  Effect.gen(function* () {
    const key = input.password !== undefined ? yield* theKey : undefined
    const changed = yield* dbTransaction(async (tx) => {
      const [row] = await tx.select().from(account).where(eq(account.id, input.id)).for('update')
      if (!row) return refuse(noAccount())
      if (input.username !== undefined) {
        const [clash] = await tx
          .select({ id: account.id })
          .from(account)
          .where(and(eq(account.oj, row.oj), eq(account.username, input.username), ne(account.id, row.id)))
        if (clash) refuse(accountExists(row.oj, input.username))
      }
      const [updated] = await tx
        .update(account)
        .set({
          ...(input.username !== undefined ? { username: input.username } : {}),
          ...(key && input.password !== undefined ? { secret: sealSecret(key, input.password) } : {}),
          gmtModified: new Date(),
        })
        .where(eq(account.id, row.id))
        .returning()
      return updated ? view(updated) : refuse(noAccount())
    })
    yield* publishAccounts
    return changed
  })

/** DELETE /admin/remote-judge/account */
export const deleteAccount = ({ id }: { readonly id: number }) =>
  Effect.gen(function* () {
    yield* dbTransaction(async (tx) => {
      const gone = await tx.delete(account).where(eq(account.id, id)).returning({ id: account.id })
      if (gone.length === 0) refuse(noAccount())
    })
    yield* publishAccounts
    return null
  })
