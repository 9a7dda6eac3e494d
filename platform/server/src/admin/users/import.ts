import { randomUUID } from 'node:crypto'

import { type EndpointArgs, Roles } from '@oj/sdk'
import type { AdminUsersApi } from '@oj/sdk/api'
import { ApiError, type DbClient, dbQuery, dbTransaction, errorCauses, Errors, refuse } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { userRole } from '../../accounts/roles/tables.ts'
import { hashPassword } from '../../accounts/users/passwords.ts'
import { userInfo } from '../../accounts/users/tables.ts'
import { checkRows, type ImportedUser, type RowVerdict } from './rows.ts'

/** Rows per INSERT statement (well under Postgres' 65,535 parameters). */
const CHUNK = 500
/** Passwords hashed at once: argon2 runs on libuv's pool, so this keeps every thread of it busy. */
const HASHING = 8

/** The lower-cased usernames and e-mails of the rows that accounts hold already. */
export async function existingOf(db: DbClient, rows: ReadonlyArray<ReadonlyArray<string | null>>) {
  const names = [...new Set(rows.map((r) => (r[0] ?? '').trim().toLowerCase()).filter(Boolean))]
  const emails = [...new Set(rows.map((r) => (r[2] ?? '').trim().toLowerCase()).filter(Boolean))]
  const usernames = new Set<string>()
  const taken = new Set<string>()
  for (let i = 0; i < Math.max(names.length, emails.length); i += CHUNK) {
    const n = names.slice(i, i + CHUNK)
    const e = emails.slice(i, i + CHUNK)
    const found = await db
      .select({ username: userInfo.username, email: userInfo.email })
      .from(userInfo)
      .where(
        sql`lower(${userInfo.username}) = any(${`{${n.map(quote).join(',')}}`}::text[])
            or lower(${userInfo.email}) = any(${`{${e.map(quote).join(',')}}`}::text[])`,
      )
    for (const row of found) {
      usernames.add(row.username.toLowerCase())
      if (row.email) taken.add(row.email.toLowerCase())
    }
  }
  return { usernames, emails: taken }
}

/** A text as an element of a Postgres array literal. */
const quote = (text: string) => `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`

const report = (verdicts: ReadonlyArray<RowVerdict>) => {
  const invalid = verdicts.filter((v) => v.problems.length > 0).length
  return {
    rows: verdicts.map(({ index, username, problems }) => ({ index, username, problems })),
    valid: verdicts.length - invalid,
    invalid,
  }
}

/** POST /admin/user/check-batch-user: every row's verdict, nothing written. */
export const checkImport = ({ users }: EndpointArgs<typeof AdminUsersApi.checkImport>) =>
  Effect.map(
    dbQuery(async (db) => checkRows(users, await existingOf(db, users))),
    report,
  )

/** The refusal of an import with bad rows: how many, and (as data) every bad row's problems. */
const badRows = (verdicts: ReadonlyArray<RowVerdict>) => {
  const all = report(verdicts)
  return new ApiError({
    status: 400,
    msgId: 'admin.import.badRows',
    message: `${all.invalid} rows cannot be imported (see each row); nothing was imported`,
    values: { count: all.invalid },
    data: { ...all, rows: all.rows.filter((r) => r.problems.length > 0) },
  })
}

const isUnique = (error: unknown) =>
  errorCauses(error).some((e) => (e as { code?: unknown }).code === '23505')

/**
 * POST /admin/user/insert-batch-user: the users of every row, as default users, in one transaction;
 * nothing while any row is bad (the refusal carries every bad row). Passwords are hashed before the
 * transaction opens, several at once.
 */
export const importUsers = ({ users }: EndpointArgs<typeof AdminUsersApi.importUsers>) =>
  Effect.gen(function* () {
    const verdicts = yield* dbQuery(async (db) => checkRows(users, await existingOf(db, users)))
    if (verdicts.some((v) => v.problems.length > 0)) return yield* badRows(verdicts)
    const good = verdicts.map((v) => v.user as ImportedUser)
    const hashes = yield* Effect.forEach(good, (u) => Effect.promise(() => hashPassword(u.password)), {
      concurrency: HASHING,
    })
    yield* insertUsers(good, hashes).pipe(
      // A name or address taken since the check: check again, to say which rows.
      Effect.catchIf(
        (error) => error.msgId === 'admin.import.raced',
        () =>
          Effect.flatMap(
            dbQuery(async (db) => checkRows(users, await existingOf(db, users))),
            (again) =>
              Effect.fail(again.some((v) => v.problems.length > 0) ? badRows(again) : Errors.server()),
          ),
      ),
    )
    return null
  })

/** Inserts the users (and their default role) in one transaction; answers their uids. */
export const insertUsers = (good: ReadonlyArray<ImportedUser>, hashes: ReadonlyArray<string>) =>
  dbTransaction(async (tx) => {
    const now = new Date()
    const rows = good.map((u, i) => ({
      uuid: randomUUID().replaceAll('-', ''),
      username: u.username,
      password: hashes[i] as string,
      email: u.email,
      realname: u.realname,
      gender: u.gender,
      nickname: u.nickname,
      school: u.school,
      gmtCreate: now,
      gmtModified: now,
    }))
    try {
      for (let i = 0; i < rows.length; i += CHUNK) {
        const chunk = rows.slice(i, i + CHUNK)
        await tx.insert(userInfo).values(chunk)
        await tx.insert(userRole).values(chunk.map((r) => ({ uid: r.uuid, roleId: Roles.user.id })))
      }
    } catch (error) {
      if (isUnique(error))
        refuse(new ApiError({ status: 400, msgId: 'admin.import.raced', message: 'Taken meanwhile' }))
      throw error
    }
    return rows.map((r) => r.uuid)
  })
