import type { EndpointArgs } from '@oj/sdk'
import type { AdminUsersApi } from '@oj/sdk/api'
import { badRequest, dbQuery, Errors, notFound } from '@oj/sdk/server'
import { Effect } from 'effect'

import { hashPassword } from '../../accounts/users/passwords.ts'
import { generatePassword } from '../../accounts/users/users.ts'
import { existingOf, insertUsers } from './import.ts'
import { checkRow } from './rows.ts'
import { openList, storeList } from './sealed-lists.ts'
import { accountsWorkbook } from './workbook.ts'

/** The most accounts one generation makes (their passwords are hashed while the caller waits). */
const GENERATE_MAX = 1000

const Refusals = {
  toBeforeFrom: () =>
    badRequest('admin.generate.toBeforeFrom', 'The end number must not be below the start number'),
  tooMany: () =>
    badRequest('admin.generate.tooMany', `At most {max} accounts at once`, { max: GENERATE_MAX }),
  badName: (name: string) =>
    badRequest('admin.generate.badName', `The username {name} is not valid (at most 20 characters)`, {
      name,
    }),
  taken: (names: string) =>
    badRequest('admin.generate.taken', `These usernames exist already: {names}`, { names }),
  expired: () =>
    notFound('admin.generate.expired', 'This list has expired (it is kept 30 minutes) or the link is wrong'),
} as const

/**
 * POST /admin/user/generate-user: users prefix + n + suffix for n in the range, default users with
 * random passwords; nothing is made while any name is invalid or taken. The list (names and
 * passwords) is sealed for the xlsx download.
 */
export const generateUsers = (input: EndpointArgs<typeof AdminUsersApi.generate>) =>
  Effect.gen(function* () {
    const from = input.number_from
    const to = input.number_to
    if (to < from) return yield* Refusals.toBeforeFrom()
    if (to - from + 1 > GENERATE_MAX) return yield* Refusals.tooMany()
    const length = input.password_length ?? 6
    const accounts = Array.from({ length: to - from + 1 }, (_, i) => ({
      username: `${input.prefix ?? ''}${from + i}${input.suffix ?? ''}`,
      password: generatePassword(length),
    }))
    for (const { username } of accounts) {
      const problems = checkRow([username, 'x'.repeat(6)], 0).problems
      if (problems.length > 0) return yield* Refusals.badName(username)
    }
    const existing = yield* dbQuery(async (db) => {
      const { usernames } = await existingOf(
        db,
        accounts.map((a) => [a.username]),
      )
      return accounts.map((a) => a.username).filter((name) => usernames.has(name.toLowerCase()))
    })
    if (existing.length > 0) return yield* Refusals.taken(existing.slice(0, 10).join(', '))
    const hashes = yield* Effect.forEach(accounts, (a) => Effect.promise(() => hashPassword(a.password)), {
      concurrency: 8,
    })
    yield* insertUsers(
      accounts.map((a) => ({
        username: a.username,
        password: a.password,
        email: null,
        realname: null,
        gender: 'secrecy',
        nickname: null,
        school: null,
      })),
      hashes,
    ).pipe(
      Effect.catchIf(
        (e) => e.msgId === 'admin.import.raced',
        () => Effect.fail(Refusals.taken('…')),
      ),
    )
    const key = yield* dbQuery((db) => storeList(db, accounts))
    return { key, count: accounts.length }
  })

/** GET /file/generate-user-excel?key: the generated accounts as an xlsx file. */
export const generatedExcel = ({ key }: EndpointArgs<typeof AdminUsersApi.excel>) =>
  Effect.gen(function* () {
    const accounts = yield* dbQuery((db) => openList(db, key))
    if (!accounts) return yield* Refusals.expired()
    const bytes = yield* Effect.tryPromise({
      try: () => accountsWorkbook(accounts),
      catch: () => Errors.server(),
    })
    const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '')
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="accounts-${stamp}.xlsx"`,
        'Cache-Control': 'no-store',
      },
    })
  })
