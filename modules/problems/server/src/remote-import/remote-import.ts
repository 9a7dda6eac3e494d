import {
  type AdminProblemInput,
  CATALOG_KEY,
  isRemoteOj,
  ProblemCatalogs,
  ProblemSources,
  REMOTE_IMPORT_KEY,
  REMOTE_OJS,
  RemoteImports,
  type SourcedProblem,
} from '@oj/problems-contract'
import {
  type ApiError,
  badRequest,
  conflict,
  contribute,
  type DbClient,
  dbQuery,
  Extensions,
} from '@oj/sdk/server'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { saveProblemWithin } from '../bank/save-problem.ts'
import { Judging } from '../submissions/signals.ts'
import { problem, problemTag, tag } from '../tables.ts'

// Remote import: a problem of a remote judge (CF-1A) read by its source (ProblemSources, contributed
// by the module that reaches the sites) and written through the bank's own save, with the site's
// tags as tags of that judge (oj CF). Served as HOJ's /admin/problem/import-remote-oj-problem and
// offered to contests and trainings as RemoteImports.

/** The site's id as the bank keys it: AtCoder's are lower case (abc001_a), HOJ's as given, others upper. */
function canonicalRemoteId(oj: string, id: string): string {
  if (oj === 'AC') return id.toLowerCase()
  return oj === 'HOJ' ? id : id.toUpperCase()
}

/** NAME and problemId as the bank keys them, or the 400 that says what is wrong. */
function remoteKey(name: string, problemId: string): { oj: string; id: string; displayId: string } {
  const oj = name.trim().toUpperCase()
  if (!isRemoteOj(oj)) {
    throw badRequest(
      'problems.error.remoteUnknown',
      `There is no remote judge ${name}: use one of ${REMOTE_OJS.join(', ')}`,
      {
        name,
        judges: REMOTE_OJS.join(', '),
      },
    )
  }
  const bare = problemId.trim().replace(new RegExp(`^${oj}-`, 'i'), '')
  if (!/^[A-Za-z0-9_]{1,50}$/.test(bare)) {
    throw badRequest('problems.error.remoteBadId', `'${problemId}' is not a problem id of ${oj}`, {
      problemId,
      name: oj,
    })
  }
  const id = canonicalRemoteId(oj, bare)
  return { oj, id, displayId: `${oj}-${id}` }
}

const clamp = (value: number, least: number, most: number, fallback: number) =>
  Number.isFinite(value) && value > 0 ? Math.min(most, Math.max(least, Math.round(value))) : fallback

const examplesOf = (samples: SourcedProblem['samples']) =>
  samples.map((s) => `<input>${s.input}</input><output>${s.output}</output>`).join('')

/** The bank's admin body for a sourced problem: public, ACM, judged remotely. */
function bodyOf(displayId: string, sourced: SourcedProblem, fallbackSource: string): AdminProblemInput {
  return {
    problem: {
      problemId: displayId,
      title: sourced.title.trim().slice(0, 255) || displayId,
      description: sourced.description.slice(0, 65535),
      input: sourced.input.slice(0, 65535),
      output: sourced.output.slice(0, 65535),
      examples: examplesOf(sourced.samples).slice(0, 65535),
      hint: sourced.hint.slice(0, 65535),
      source: (sourced.source.trim() || fallbackSource).slice(0, 65535),
      type: 0,
      timeLimit: clamp(sourced.timeLimitMs, 1, 60_000, 1000),
      memoryLimit: clamp(sourced.memoryLimitMb, 1, 8192, 256),
      stackLimit: 128,
      difficulty: 0,
      auth: 1,
      codeShare: true,
      isRemote: true,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      isRemoveEndBlank: true,
      openCaseResult: true,
    },
  }
}

/** The site's tags as the judge's tags (made when missing), linked to the problem. */
async function tagProblem(
  tx: DbClient,
  pid: number,
  oj: string,
  names: ReadonlyArray<string>,
): Promise<void> {
  const wanted = [...new Set(names.map((n) => n.trim().slice(0, 255)).filter((n) => n !== ''))]
  if (wanted.length === 0) return
  await tx
    .insert(tag)
    .values(wanted.map((name) => ({ name, oj })))
    .onConflictDoNothing()
  const rows = await tx
    .select({ id: tag.id })
    .from(tag)
    .where(and(eq(tag.oj, oj), isNull(tag.gid), inArray(tag.name, wanted)))
  if (rows.length > 0)
    await tx
      .insert(problemTag)
      .values(rows.map((r) => ({ pid, tid: r.id })))
      .onConflictDoNothing()
}

const inBank = (displayId: string) =>
  dbQuery(async (db) => {
    const [row] = await db
      .select({ id: problem.id })
      .from(problem)
      .where(sql`lower(${problem.problemId}) = lower(${displayId})`)
    return row?.id
  })

/**
 * The bank's NAME-problemId, imported from its site when missing (`existing: 'use'`), or refused
 * when the bank holds it already (`'refuse'`, the problem admin's import, as HOJ does).
 */
export const importRemoteProblem = (name: string, problemId: string, existing: 'use' | 'refuse') =>
  Effect.gen(function* () {
    const key = yield* Effect.try({ try: () => remoteKey(name, problemId), catch: (e) => e as ApiError })
    const held = yield* inBank(key.displayId)
    if (held !== undefined) {
      if (existing === 'refuse')
        return yield* Effect.fail(
          conflict('problems.error.remoteImported', `${key.displayId} is in the problem bank already`, {
            problemId: key.displayId,
          }),
        )
      return { pid: held, created: false }
    }
    const source = (yield* Extensions).get(ProblemSources, key.oj)
    if (!source) {
      return yield* Effect.fail(
        badRequest(
          'problems.error.remoteSourceMissing',
          `This server has no remote judge ${key.oj} to import from`,
          { name: key.oj },
        ),
      )
    }
    const sourced = yield* source.value.fetch(key.id)
    const judging = yield* Judging
    const { saved } = yield* saveProblemWithin(
      judging,
      bodyOf(key.displayId, sourced, `${source.value.name} ${key.id}`),
      true,
      (tx, saved) => tagProblem(tx, saved.pid, key.oj, sourced.tags),
    )
    return { pid: saved.pid, created: true }
  })

/** RemoteImports for contests and trainings: the problem, imported first when missing. */
export const remoteImports = contribute(
  RemoteImports,
  REMOTE_IMPORT_KEY,
  Effect.gen(function* () {
    const judging = yield* Judging
    return {
      importRemote: ({ name, problemId }) =>
        Effect.gen(function* () {
          const { pid, created } = yield* Effect.provideService(
            importRemoteProblem(name, problemId, 'use'),
            Judging,
            judging,
          )
          const catalog = (yield* Extensions).get(ProblemCatalogs, CATALOG_KEY)
          const [problem] = catalog ? yield* catalog.value.byIds([pid]) : []
          if (!problem)
            return yield* Effect.fail(
              badRequest('problems.error.problemNotFound', 'The problem does not exist'),
            )
          return { problem, created }
        }),
    }
  }),
)
