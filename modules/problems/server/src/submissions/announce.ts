import type { JudgedEvent } from '@oj/problems-contract'
import { ProblemsEvents } from '@oj/problems-contract/events'
import type { DbClient } from '@oj/sdk/server'

import { countsInRanks, updateRank } from '../ranks/update.ts'
import { addEvent } from './outbox.ts'
import type { SubmissionRow } from './views.ts'

/** What a verdict replaces: the verdict counted before, and whether the submission had one. */
export interface VerdictChange {
  readonly previousStatus: number | null
  readonly isRejudge: boolean
}

/** Queues `events.problems.judged` in the same transaction as the verdict it announces. */
export async function announceJudged(
  tx: DbClient,
  row: SubmissionRow,
  change: VerdictChange,
  prob: { readonly type: number; readonly difficulty: number } | undefined,
  now: Date,
): Promise<void> {
  if (countsInRanks(row)) await updateRank(tx, row)
  const event: JudgedEvent = {
    submitId: row.submitId,
    attempt: row.attempt,
    pid: row.pid,
    displayPid: row.displayPid,
    displayId: row.displayId,
    problemType: prob?.type ?? 0,
    difficulty: prob?.difficulty ?? 0,
    uid: row.uid,
    username: row.username,
    cid: row.cid,
    gid: row.gid,
    tid: row.tid,
    status: row.status,
    ...change,
    score: row.score,
    ...(row.subtaskScores ? { subtasks: row.subtaskScores } : {}),
    oiRankScore: row.oiRankScore,
    time: row.time,
    memory: row.memory,
    language: row.language,
    isManual: row.isManual,
    submitTime: new Date(row.submitTime).toISOString(),
    judgedAt: now.toISOString(),
  }
  await addEvent(
    tx,
    ProblemsEvents.judged.subject,
    `judged-${row.submitId}-${row.attempt}-${now.getTime()}`,
    event,
  )
}
