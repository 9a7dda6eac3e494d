import type { PlagiarismApi } from '@oj/admin-contract'
import type { EndpointArgs } from '@oj/sdk'
import { badRequest, dbQuery, Errors, pageOf, pageOffset, RequestContext } from '@oj/sdk/server'
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { Effect } from 'effect'

import { plagiarismCheck, plagiarismPair, plagiarismSubmission } from '../tables.ts'
import { PlagiarismJobs } from './jobs.ts'
import { matchedSpans } from './winnow.ts'

const percent = (x: number) => Math.round(x * 1000) / 10

type CheckRow = typeof plagiarismCheck.$inferSelect
const view = (c: CheckRow) => ({
  id: c.id,
  scope: c.scope,
  scopeId: c.scopeId,
  status: c.status,
  progress: c.progress,
  onlyAccepted: c.onlyAccepted === 1,
  threshold: c.threshold,
  submissions: c.submissions,
  pairs: c.pairs,
  error: c.error,
  username: c.username,
  gmtCreate: c.gmtCreate.toISOString(),
  gmtFinished: c.gmtFinished?.toISOString() ?? null,
})

/** POST /admin/plagiarism/check: stores the check and hands it to the background. */
export const startCheck = (input: EndpointArgs<typeof PlagiarismApi.start>) =>
  Effect.gen(function* () {
    if ((input.cid === undefined) === (input.pid === undefined))
      return yield* badRequest('admin.plagiarism.oneScope', 'Give either a contest (cid) or a problem (pid)')
    const { caller } = yield* RequestContext
    if (!caller) return yield* Errors.loginFirst()
    const [row] = yield* dbQuery((db) =>
      db
        .insert(plagiarismCheck)
        .values({
          scope: input.cid !== undefined ? 'contest' : 'problem',
          scopeId: (input.cid ?? input.pid) as number,
          onlyAccepted: input.onlyAccepted === false ? 0 : 1,
          threshold: input.threshold ?? 30,
          uid: caller.uid,
          username: caller.username,
        })
        .returning({ id: plagiarismCheck.id }),
    )
    if (!row) return yield* Errors.server()
    yield* (yield* PlagiarismJobs)
      .enqueue(row.id)
      .pipe(
        Effect.catch(() =>
          dbQuery((db) =>
            db
              .update(plagiarismCheck)
              .set({ status: 'failed', error: 'the background queue did not take the check' })
              .where(eq(plagiarismCheck.id, row.id)),
          ),
        ),
      )
    return { id: row.id }
  })

/** GET /admin/plagiarism/checks: newest first. */
export const listChecks = (input: EndpointArgs<typeof PlagiarismApi.list>) =>
  Effect.gen(function* () {
    const current = input.currentPage ?? 1
    const size = input.limit ?? 10
    return yield* dbQuery(async (db) => {
      const [total] = await db.select({ n: count() }).from(plagiarismCheck)
      const rows = await db
        .select()
        .from(plagiarismCheck)
        .orderBy(desc(plagiarismCheck.id))
        .limit(size)
        .offset(pageOffset(current, size))
      return pageOf(rows.map(view), Number(total?.n ?? 0), current, size)
    })
  })

const findCheck = (id: number) =>
  Effect.flatMap(
    dbQuery((db) => db.select().from(plagiarismCheck).where(eq(plagiarismCheck.id, id))),
    ([row]) => (row ? Effect.succeed(row) : Effect.fail(Errors.notFound())),
  )

/** GET /admin/plagiarism/check */
export const getCheck = ({ id }: EndpointArgs<typeof PlagiarismApi.get>) => Effect.map(findCheck(id), view)

/** DELETE /admin/plagiarism/check: with its pairs and submissions (a running job finds it gone). */
export const deleteCheck = ({ id }: EndpointArgs<typeof PlagiarismApi.remove>) =>
  Effect.gen(function* () {
    const deleted = yield* dbQuery((db) =>
      db.delete(plagiarismCheck).where(eq(plagiarismCheck.id, id)).returning({ id: plagiarismCheck.id }),
    )
    if (deleted.length === 0) return yield* Errors.notFound()
    return null
  })

type PairRowDb = typeof plagiarismPair.$inferSelect
type SubRow = typeof plagiarismSubmission.$inferSelect

const side = (s: SubRow | undefined, id: number, similarity: number) => ({
  submitId: id,
  uid: s?.uid ?? '',
  username: s?.username ?? '',
  problem: s?.problem ?? '',
  submitTime: s?.submitTime.toISOString() ?? new Date(0).toISOString(),
  similarity: percent(similarity),
})

const pairView = (p: PairRowDb, subs: ReadonlyMap<number, SubRow>) => ({
  id: p.id,
  language: p.language,
  similarity: percent(p.similarity),
  a: side(subs.get(p.a), p.a, p.similarityA),
  b: side(subs.get(p.b), p.b, p.similarityB),
})

const submissionsOf = (checkId: number, ids: ReadonlyArray<number>) =>
  dbQuery((db) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(plagiarismSubmission)
          .where(
            and(eq(plagiarismSubmission.checkId, checkId), inArray(plagiarismSubmission.submitId, [...ids])),
          ),
  ).pipe(Effect.map((rows) => new Map(rows.map((r) => [r.submitId, r]))))

/** GET /admin/plagiarism/pairs: most similar first. */
export const listPairs = (input: EndpointArgs<typeof PlagiarismApi.pairs>) =>
  Effect.gen(function* () {
    yield* findCheck(input.id)
    const current = input.currentPage ?? 1
    const size = input.limit ?? 20
    const { rows, total } = yield* dbQuery(async (db) => {
      const [n] = await db
        .select({ n: count() })
        .from(plagiarismPair)
        .where(eq(plagiarismPair.checkId, input.id))
      const found = await db
        .select()
        .from(plagiarismPair)
        .where(eq(plagiarismPair.checkId, input.id))
        .orderBy(desc(plagiarismPair.similarity), plagiarismPair.id)
        .limit(size)
        .offset(pageOffset(current, size))
      return { rows: found, total: Number(n?.n ?? 0) }
    })
    const subs = yield* submissionsOf(input.id, [...new Set(rows.flatMap((p) => [p.a, p.b]))])
    return pageOf(
      rows.map((p) => pairView(p, subs)),
      total,
      current,
      size,
    )
  })

/** GET /admin/plagiarism/pair: both codes as compared and the stretches each shares with the other. */
export const getPair = ({ id }: EndpointArgs<typeof PlagiarismApi.pair>) =>
  Effect.gen(function* () {
    const [pair] = yield* dbQuery((db) => db.select().from(plagiarismPair).where(eq(plagiarismPair.id, id)))
    if (!pair) return yield* Errors.notFound()
    const subs = yield* submissionsOf(pair.checkId, [pair.a, pair.b])
    const codeA = subs.get(pair.a)?.code ?? ''
    const codeB = subs.get(pair.b)?.code ?? ''
    const spans = matchedSpans(codeA, codeB)
    return { pair: pairView(pair, subs), codeA, codeB, spansA: spans.a, spansB: spans.b }
  })
