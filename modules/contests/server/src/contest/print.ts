import type { CheckPrintQuery, PrintInput, PrintRow } from '@oj/contests-contract'
import { PRINT_PAGE_SIZE } from '@oj/contests-contract'
import {
  dbQuery,
  dbTransaction,
  Errors,
  pageOf,
  RateLimits,
  type RateRule,
  RequestContext,
  Users,
} from '@oj/sdk/server'
import { and, count, desc, eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { contestPrint } from '../tables.ts'
import { contestAdmin, findContest, maySubmit } from './access.ts'
import { ContestErrors } from './errors.ts'

// Print (spec 2 §2): contestants send texts while they may submit; the contest's admins list them,
// download each and mark it printed.

const iso = (at: Date | string) => new Date(at).toISOString()

const requireCaller = Effect.gen(function* () {
  const { caller } = yield* RequestContext
  if (!caller) return yield* Effect.fail(Errors.loginFirst())
  return caller
})

const adminContest = (cid: number) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const row = yield* findContest(cid, caller)
    if (!(yield* contestAdmin(caller, row))) return yield* Effect.fail(Errors.noPermission())
    return row
  })

/** A contestant's prints: a few a minute (each is stored, and printed on paper). */
const PRINTS: RateRule = { name: 'contests.print-user', limit: 10, windowMs: 60_000 }

/** POST /submit-print-text: while the caller may submit, a few a minute (the contest's admins any). */
export const submitPrint = (input: PrintInput) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const row = yield* findContest(input.cid, caller)
    if (!row.openPrint) return yield* Effect.fail(ContestErrors.printClosed())
    yield* maySubmit(row, caller)
    if (!(yield* contestAdmin(caller, row))) yield* (yield* RateLimits).hit(PRINTS, caller.uid)
    yield* dbTransaction((tx) =>
      tx
        .insert(contestPrint)
        .values({ cid: row.id, uid: caller.uid, username: caller.username, content: input.content }),
    )
    return null
  })

/** GET /get-contest-print */
export const printList = (query: {
  readonly cid: number
  readonly currentPage?: number
  readonly limit?: number
}) =>
  Effect.gen(function* () {
    const row = yield* adminContest(query.cid)
    const limit = query.limit ?? PRINT_PAGE_SIZE
    const current = query.currentPage ?? 1
    const [rows, totals] = yield* dbQuery((db) =>
      Promise.all([
        db
          .select()
          .from(contestPrint)
          .where(eq(contestPrint.cid, row.id))
          .orderBy(desc(contestPrint.id))
          .limit(limit)
          .offset((current - 1) * limit),
        db.select({ n: count() }).from(contestPrint).where(eq(contestPrint.cid, row.id)),
      ]),
    )
    const profiles = yield* (yield* Users)
      .profiles([...new Set(rows.map((r) => r.uid))])
      .pipe(Effect.mapError(() => Errors.server()))
    const records = rows.map((r): PrintRow => ({
      id: r.id,
      cid: r.cid,
      username: r.username,
      realname: profiles.get(r.uid)?.realname ?? null,
      content: r.content,
      status: r.status,
      gmtCreate: iso(r.gmtCreate),
      gmtModified: iso(r.gmtModified),
    }))
    return pageOf(records, Number(totals[0]?.n ?? 0), current, limit)
  })

/** PUT /check-contest-print-status */
export const checkPrint = (query: CheckPrintQuery) =>
  Effect.gen(function* () {
    const row = yield* adminContest(query.cid)
    const changed = yield* dbTransaction((tx) =>
      tx
        .update(contestPrint)
        .set({ status: 1, gmtModified: new Date() })
        .where(and(eq(contestPrint.id, query.id), eq(contestPrint.cid, row.id)))
        .returning({ id: contestPrint.id }),
    )
    if (changed.length === 0) return yield* Effect.fail(Errors.notFound())
    return null
  })

/** GET /file/download-contest-print-text: the text as a file, to the contest's admins. */
export const printFile = ({ id }: { readonly id: number }) =>
  Effect.gen(function* () {
    const [print] = yield* dbQuery((db) => db.select().from(contestPrint).where(eq(contestPrint.id, id)))
    if (!print) return yield* Effect.fail(Errors.notFound())
    yield* adminContest(print.cid)
    return new Response(print.content, {
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Disposition': `attachment; filename="print-${print.cid}-${print.id}-${print.username.replace(/[^\w.-]/g, '_')}.txt"`,
      },
    })
  })
