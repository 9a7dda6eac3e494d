import type { AcmRankRow, OiRankRow, RankFileQuery } from '@oj/contests-contract'
import { ContestType } from '@oj/contests-contract'
import { dbQuery, Errors, RequestContext } from '@oj/sdk/server'
import { asc, eq, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { contestAdmin, findContest } from '../contest/access.ts'
import { contestProblem } from '../tables.ts'
import { boardPage } from './read.ts'
import { type SheetCell, xlsx } from './xlsx.ts'

// GET /file/download-contest-rank (HOJ's facts): the contest's admins download the whole board as
// `contest_<id>_rank.xlsx`, one sheet `rank`. Without forceRefresh the board is the one everybody
// else sees (sealed while sealed); forceRefresh gives the real one. Columns: Rank ('*' for stars),
// Username, ShowName (per rankShowName), Real Name, School, then ACM: AC, Total Submission, Total
// Penalty Time (s) / OI: Total Score, then one column per problem: ACM '+(1)' solved at the first
// try, '-(n)' solved at the n-th, '-(e)' wrong tries, '?(t)' pending tries, '-(e+t)' both; OI the score.

/** An ACM cell as HOJ's rank file writes it. */
export function acmCellText(cell: AcmRankRow['submissionInfo'][string] | undefined): string {
  if (!cell) return ''
  if (cell.isAC) return cell.errorNum === 0 ? '+(1)' : `-(${cell.errorNum + 1})`
  if (cell.tryNum !== 0 && cell.errorNum !== 0) return `-(${cell.errorNum}+${cell.tryNum})`
  if (cell.errorNum !== 0) return `-(${cell.errorNum})`
  if (cell.tryNum !== 0) return `?(${cell.tryNum})`
  return ''
}

const showName = (row: AcmRankRow | OiRankRow, show: string): string =>
  (show === 'realname' ? row.realname : show === 'nickname' ? row.nickname : row.username) ?? ''

/** The sheet's rows: the header, then the board's rows. */
function rankSheet(
  acm: boolean,
  problems: ReadonlyArray<string>,
  rows: ReadonlyArray<AcmRankRow | OiRankRow>,
  show: string,
): Array<Array<SheetCell>> {
  const head = ['Rank', 'Username', 'ShowName', 'Real Name', 'School']
  const header = [
    ...head,
    ...(acm ? ['AC', 'Total Submission', 'Total Penalty Time'] : ['Total Score']),
    ...problems,
  ]
  const body = rows.map((row) => {
    const start: SheetCell[] = [
      row.rank === -1 ? '*' : String(row.rank),
      row.username,
      showName(row, show),
      row.realname ?? '',
      row.school ?? '',
    ]
    if ('ac' in row)
      return [
        ...start,
        row.ac,
        row.total,
        row.totalTime,
        ...problems.map((p) => acmCellText(row.submissionInfo[p])),
      ]
    return [...start, row.totalScore, ...problems.map((p) => row.submissionInfo[p] ?? '')]
  })
  return [header, ...body]
}

/** Keeps each user's last row: the pinned copies on top go. */
function withoutCopies<T extends { readonly uid: string }>(rows: ReadonlyArray<T>): T[] {
  const last = new Map(rows.map((r, i) => [r.uid, i]))
  return rows.filter((r, i) => last.get(r.uid) === i)
}

export const downloadContestRank = (query: RankFileQuery) =>
  Effect.gen(function* () {
    const { caller } = yield* RequestContext
    if (!caller) return yield* Effect.fail(Errors.loginFirst())
    const row = yield* findContest(query.cid, caller)
    if (!(yield* contestAdmin(caller, row))) return yield* Effect.fail(Errors.noPermission())
    const problems = yield* dbQuery((db) =>
      db
        .select({ displayId: contestProblem.displayId })
        .from(contestProblem)
        .where(eq(contestProblem.cid, row.id))
        .orderBy(sql`length(${contestProblem.displayId})`, asc(contestProblem.displayId)),
    )
    // Without forceRefresh, the board as nobody's (the public view, sealed while sealed).
    const viewer = query.forceRefresh ? caller : undefined
    const page = yield* boardPage(row, viewer, {
      cid: row.id,
      currentPage: 1,
      limit: Number.MAX_SAFE_INTEGER,
      removeStar: query.removeStar ?? false,
      containsEnd: query.containEnd ?? false,
      forceRefresh: query.forceRefresh ?? false,
    })
    const rows = withoutCopies(page.records as ReadonlyArray<AcmRankRow | OiRankRow>)
    const sheet = rankSheet(
      row.type === ContestType.acm,
      problems.map((p) => p.displayId),
      rows,
      row.rankShowName,
    )
    return new Response(xlsx('rank', sheet), {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="contest_${row.id}_rank.xlsx"`,
      },
    })
  })
