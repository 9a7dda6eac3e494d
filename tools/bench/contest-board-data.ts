// The contest-board benchmark's data: users, one running ACM contest sealed for its last hour, its
// problems and judged records, written by SQL (generate_series); and verdicts for the incremental
// path, one at a time or in bursts.
import { createHash } from 'node:crypto'

import { applyJudged, applyJudgedBatch } from '@oj/contests-server/board'
import type { TestServer } from '@oj/platform-server/testing'
import type { JudgedEvent } from '@oj/problems-contract'
import { JudgeStatus } from '@oj/sdk'
import { sql } from 'drizzle-orm'

const HOUR = 3_600_000
/** A participant's uid, as the SQL below makes it. */
const uidOf = (i: number) => createHash('md5').update(`bench-board-${i}`).digest('hex')

let users = 0
let problems = 0
let start = 0

export async function boardSeedSql(
  server: TestServer,
  counts: { users: number; problems: number; submissions: number },
  readerUid: string,
): Promise<number> {
  users = counts.users
  problems = counts.problems
  start = Date.now() - 4 * HOUR
  const begin = new Date(start)
  const end = new Date(start + 5 * HOUR)
  const seal = new Date(start + 4 * HOUR)
  const exec = (q: ReturnType<typeof sql>) => server.db.client.execute(q)
  await exec(sql`select setseed(0.14)`)
  await exec(sql`
    insert into platform.user_info (uuid, username, password, nickname)
    select md5('bench-board-' || i), 'board-user-' || i, 'x', 'Team ' || i
    from generate_series(0, ${counts.users - 1}) i`)
  const result = await exec(sql`
    insert into contests.contest (uid, author, title, type, auth, start_time, end_time, seal_rank,
      seal_rank_time, open_rank)
    values ('bench-author', 'bench-author', 'Board benchmark', 0, 0, ${begin}, ${end}, true, ${seal}, true)
    returning id`)
  const cid = Number((result as unknown as { rows: Array<{ id: number }> }).rows[0]!.id)
  await exec(sql`
    insert into contests.contest_problem (cid, pid, display_id, display_title, color)
    select ${cid}, 100 + p, chr(65 + p), 'Problem ' || chr(65 + p), '#409eff'
    from generate_series(0, ${counts.problems - 1}) p`)
  await exec(sql`insert into contests.contest_register (cid, uid) values (${cid}, ${readerUid})`)
  // Active users and easy problems are likelier; a realistic spread of verdicts over the five hours.
  await exec(sql`
    insert into contests.contest_record (submit_id, attempt, cid, uid, username, pid, display_id, status,
      score, use_time, submit_time)
    select s, 1, ${cid}, md5('bench-board-' || u), 'board-user-' || u, 100 + p, chr(65 + p),
      (case when r < 0.30 then ${sql.raw(String(JudgeStatus.accepted))} when r < 0.72 then ${sql.raw(String(JudgeStatus.wrongAnswer))}
            when r < 0.82 then ${sql.raw(String(JudgeStatus.timeLimitExceeded))} when r < 0.88 then ${sql.raw(String(JudgeStatus.runtimeError))}
            when r < 0.94 then ${sql.raw(String(JudgeStatus.compileError))} else ${sql.raw(String(JudgeStatus.memoryLimitExceeded))} end),
      null, (random() * 1000)::int,
      ${begin}::timestamptz + (random() * interval '5 hours')
    from (
      select s, floor(power(random(), 1.5) * ${counts.users})::int as u,
        floor(power(random(), 1.8) * ${counts.problems})::int as p, random() as r
      from generate_series(1, ${counts.submissions}) s
    ) g`)
  await exec(sql`analyze contests.contest_record`)
  return cid
}

const STATUSES = [
  JudgeStatus.accepted,
  JudgeStatus.wrongAnswer,
  JudgeStatus.wrongAnswer,
  JudgeStatus.timeLimitExceeded,
  JudgeStatus.runtimeError,
]

const verdict = (
  cid: number,
  v: { submitId: number; p: number; uid: string; username: string; status: number; at: Date },
): JudgedEvent => ({
  submitId: v.submitId,
  attempt: 1,
  pid: 100 + v.p,
  displayPid: `P${100 + v.p}`,
  displayId: String.fromCharCode(65 + v.p),
  problemType: 0,
  difficulty: 0,
  uid: v.uid,
  username: v.username,
  cid,
  tid: null,
  gid: null,
  status: v.status,
  score: null,
  oiRankScore: null,
  time: 100,
  memory: 1000,
  language: 'C++',
  isManual: false,
  isRejudge: false,
  previousStatus: null,
  submitTime: v.at.toISOString(),
  judgedAt: new Date().toISOString(),
})

/** The i-th new verdict: a new submission by a pseudo-random participant. */
export function verdictFor(cid: number, i: number): JudgedEvent {
  const u = (i * 7919) % users
  const p = (i * 31) % problems
  return verdict(cid, {
    submitId: 1_000_000 + i,
    p,
    uid: uidOf(u),
    username: `board-user-${u}`,
    status: STATUSES[i % STATUSES.length] as number,
    at: new Date(start + ((i * 104_729) % (5 * HOUR))),
  })
}

/** The i-th new verdict, through board/update.ts. */
export const applyOneVerdict = (cid: number, i: number) => applyJudged(verdictFor(cid, i))

/** The verdicts from..from+n-1 as one burst, through board/update.ts's batch path. */
export const applyVerdictBatch = (cid: number, from: number, n: number) =>
  applyJudgedBatch(Array.from({ length: n }, (_, k) => verdictFor(cid, from + k)))

/**
 * The k-th wrong answer of `uid` on problem A an hour into the contest: before the seal, so that it
 * changes the sealed view too (what every non-admin watcher of the running board sees).
 */
export function applyVisibleVerdict(cid: number, uid: string, username: string, k: number) {
  return applyJudged(
    verdict(cid, {
      submitId: 2_000_000 + k,
      p: 0,
      uid,
      username,
      status: JudgeStatus.wrongAnswer,
      at: new Date(start + HOUR + k * 1000),
    }),
  )
}

/**
 * Login sessions for participants 0..n-1 (written as the platform stores them: the SHA-256 of the
 * token), so that many users can watch the board without n password logins; answers their tokens.
 */
export async function participantTokens(server: TestServer, n: number): Promise<string[]> {
  await server.db.client.execute(sql`
    insert into platform.sessions (token_hash, uid, created_at, expires_at)
    select encode(sha256(convert_to('bench-board-token-' || i, 'UTF8')), 'hex'), md5('bench-board-' || i),
      now(), now() + interval '1 day'
    from generate_series(0, ${n - 1}) i`)
  return Array.from({ length: n }, (_, i) => `bench-board-token-${i}`)
}
