import type { JudgedEvent } from '@oj/problems-contract'
import type { DbClient, PublicProfile } from '@oj/sdk/server'
import { and, eq, like } from 'drizzle-orm'

import { clockOf, type ContestRow, sealedFor } from '../contest/policy.ts'
import { contest, contestProblem, feedEvent } from '../tables.ts'
import { JUDGEMENT_TYPES, languageId } from './format.ts'
import {
  contestObject,
  judgementObject,
  problemObject,
  problemOrder,
  stateObject,
  submissionObject,
  teamObject,
} from './objects.ts'
import { appendAll, appendChanged, type FeedObject, type FeedRow, latestOf } from './store.ts'

// Bringing a contest's feed up to date, in the caller's locked transaction: the configuration
// (contest, judgement types, problems, teams) and the state follow the rows and the clock, checked
// whenever the feed is read or a verdict arrives; submissions and judgements come from the verdicts.

const STATIC_TYPES = ['contest', 'state', 'judgement-types', 'problems', 'organizations']

const data = (o: object) => o as Record<string, unknown>

/**
 * Appends what changed of the contest's configuration and state (and of `teams`, when given). At
 * the first look after the board is unsealed for everyone, the state's `thawed` is set and the
 * verdicts the seal hid are appended again, so a client resuming from a sealed token gets them.
 */
export async function syncContest(
  tx: DbClient,
  row: ContestRow,
  now: number,
  teams?: ReadonlyArray<PublicProfile>,
): Promise<void> {
  const known = await latestOf(tx, row.id, STATIC_TYPES)
  const problems = await tx.select().from(contestProblem).where(eq(contestProblem.cid, row.id))
  const problemIds = new Set(problems.map((p) => p.displayId))
  const objects: FeedObject[] = [
    { type: 'contest', objectId: null, data: data(contestObject(row)) },
    ...JUDGEMENT_TYPES.map((t) => ({ type: 'judgement-types', objectId: t.id, data: data(t) })),
    ...[...problems].sort(problemOrder).map((p, i) => ({
      type: 'problems',
      objectId: p.displayId,
      data: data(problemObject(p, i + 1)),
    })),
    // Problems taken out of the contest are deleted.
    ...[...known.values()]
      .filter((r) => r.type === 'problems' && r.data !== null && !problemIds.has(r.objectId ?? ''))
      .map((r) => ({ type: 'problems', objectId: r.objectId, data: null })),
  ]
  const lastState = [...known.values()].find((r) => r.type === 'state')?.data as
    { thawed?: string | null } | undefined
  const wasThawed = !!lastState?.thawed
  const { sealTime, end } = clockOf(row)
  const thawNow = !wasThawed && sealTime !== null && now >= end && !sealedFor(undefined, row, now)
  const thawedAt = wasThawed ? new Date(lastState.thawed as string).getTime() : thawNow ? now : null
  objects.push({ type: 'state', objectId: null, data: data(stateObject(row, now, thawedAt)) })
  if (teams) {
    const knownTeams = await latestOf(tx, row.id, ['teams'])
    await appendChanged(tx, row.id, knownTeams, teams.map(teamEvent(row)))
  }
  await appendChanged(tx, row.id, known, objects)
  if (thawNow && sealTime !== null) await revealSealed(tx, row.id, sealTime)
}

const teamEvent =
  (row: ContestRow) =>
  (p: PublicProfile): FeedObject => ({
    type: 'teams',
    objectId: p.uid,
    data: data(teamObject(row, p)),
  })

/** The latest judgements of runs from the seal time on, appended again (after the thaw's state). */
async function revealSealed(tx: DbClient, cid: number, sealTime: number) {
  const latest = await latestOf(tx, cid, ['judgements'])
  const hidden = [...latest.values()].filter(
    (r: FeedRow) => r.data !== null && r.submitTime !== null && new Date(r.submitTime).getTime() >= sealTime,
  )
  await appendAll(
    tx,
    cid,
    hidden.map((r) => ({ type: r.type, objectId: r.objectId, data: r.data, submitTime: r.submitTime })),
  )
}

/**
 * Appends one verdict: the team and the language when new, the submission, and its judgement
 * (unless a later judging attempt of it is already in the feed). The caller holds the feed's lock.
 */
export async function appendVerdict(
  tx: DbClient,
  cid: number,
  event: JudgedEvent,
  displayId: string,
  profile: PublicProfile,
  now: number,
): Promise<void> {
  const [row] = await tx.select().from(contest).where(eq(contest.id, cid))
  if (!row) return
  await syncContest(tx, row, now)
  const submitTime = new Date(event.submitTime)
  const submissionId = String(event.submitId)
  const languageKey = languageId(event.language)
  const known = await latestOf(
    tx,
    cid,
    ['teams', 'languages', 'submissions'],
    [profile.uid, languageKey, submissionId],
  )
  const attempts = await tx
    .select({ objectId: feedEvent.objectId })
    .from(feedEvent)
    .where(
      and(
        eq(feedEvent.cid, cid),
        eq(feedEvent.type, 'judgements'),
        like(feedEvent.objectId, `${submissionId}-%`),
      ),
    )
  const newest = Math.max(0, ...attempts.map((a) => Number((a.objectId ?? '').split('-')[1] ?? 0)))
  const judgement = judgementObject(row, event)
  const objects: FeedObject[] = [
    teamEvent(row)(profile),
    {
      type: 'languages',
      objectId: languageKey,
      data: { id: languageKey, name: event.language, entry_point_required: false, extensions: [] },
    },
    {
      type: 'submissions',
      objectId: submissionId,
      data: data(submissionObject(row, event, displayId)),
      submitTime,
    },
  ]
  if (judgement && event.attempt >= newest) {
    const knownJudgement = await latestOf(tx, cid, ['judgements'], [judgement.id])
    await appendChanged(tx, cid, known, objects)
    await appendChanged(tx, cid, knownJudgement, [
      { type: 'judgements', objectId: judgement.id, data: data(judgement), submitTime },
    ])
    return
  }
  await appendChanged(tx, cid, known, objects)
}
