import type { JudgedEvent } from '@oj/problems-contract'
import type { DbClient, PublicProfile } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'

import { clockOf, type ContestRow, sealedFor } from '../contest/policy.ts'
import { contest, contestProblem } from '../tables.ts'
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
import {
  appendAll,
  appendChanged,
  changedObjects,
  type FeedInsert,
  type FeedObject,
  type FeedRow,
  insertRows,
  latestJudgementsOf,
  latestOf,
} from './store.ts'

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
  const thawNow = !wasThawed && sealTime !== null && now >= end && !sealedFor(false, row, now)
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

/** A verdict for the feed: its event, its problem's id in the contest and its team's profile. */
export interface FeedVerdict {
  readonly event: JudgedEvent
  readonly displayId: string
  readonly profile: PublicProfile
}

/**
 * What appending knows of one contest's feed: its row, the latest versions of the objects its
 * verdicts touch (kept up to date with what is appended) and each submission's newest judging
 * attempt in the feed.
 */
interface ContestFeed {
  readonly row: ContestRow
  readonly known: Map<string, Pick<FeedRow, 'data'>>
  readonly newest: Map<string, number>
}

const attemptOf = (judgementId: string | null) => Number((judgementId ?? '').split('-')[1] ?? 0)

/**
 * Appends verdicts, in order, of any contests (the caller holds their feeds' locks): for each, the
 * team and the language when new, the submission, and its judgement (unless a later judging attempt
 * of it is already in the feed). A contest's configuration and state are brought up to date before
 * its first verdict. The rows and their order are those of appending the verdicts one at a time at
 * `now`, for a few statements a contest instead of a few a verdict.
 */
export async function appendVerdicts(
  tx: DbClient,
  verdicts: ReadonlyArray<FeedVerdict>,
  now: number,
): Promise<void> {
  const feeds = new Map<number, ContestFeed | null>()
  let pending: FeedInsert[] = []
  const flush = async () => {
    await insertRows(tx, pending)
    pending = []
  }
  for (const verdict of verdicts) {
    const cid = verdict.event.cid
    let feed = feeds.get(cid)
    if (feed === undefined) {
      // The contest's own sync appends after the verdicts before it, as one at a time would.
      await flush()
      feed = await openFeed(
        tx,
        cid,
        verdicts.filter((v) => v.event.cid === cid),
        now,
      )
      feeds.set(cid, feed)
    }
    if (feed) pending.push(...verdictRows(feed, verdict))
  }
  await flush()
}

/** The contest synced, and what its verdicts' rows are compared with; null for a contest gone. */
async function openFeed(
  tx: DbClient,
  cid: number,
  verdicts: ReadonlyArray<FeedVerdict>,
  now: number,
): Promise<ContestFeed | null> {
  const [row] = await tx.select().from(contest).where(eq(contest.id, cid))
  if (!row) return null
  await syncContest(tx, row, now)
  const submissionIds = [...new Set(verdicts.map((v) => String(v.event.submitId)))]
  const objectIds = new Set(verdicts.flatMap((v) => [v.profile.uid, languageId(v.event.language)]))
  const objects = await latestOf(
    tx,
    cid,
    ['teams', 'languages', 'submissions'],
    [...objectIds, ...submissionIds],
  )
  const judgements = await latestJudgementsOf(tx, cid, submissionIds)
  const newest = new Map<string, number>()
  for (const j of judgements.values()) {
    const submissionId = j.objectId?.split('-')[0] ?? ''
    newest.set(submissionId, Math.max(newest.get(submissionId) ?? 0, attemptOf(j.objectId)))
  }
  return { row, known: new Map([...objects, ...judgements]), newest }
}

/** One verdict's rows: those of its objects that changed (`feed` then knows them). */
function verdictRows(feed: ContestFeed, { event, displayId, profile }: FeedVerdict): FeedInsert[] {
  const { row, known, newest } = feed
  const submitTime = new Date(event.submitTime)
  const submissionId = String(event.submitId)
  const languageKey = languageId(event.language)
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
  const judgement = judgementObject(row, event)
  const newestAttempt = newest.get(submissionId) ?? 0
  if (judgement && event.attempt >= newestAttempt)
    objects.push({ type: 'judgements', objectId: judgement.id, data: data(judgement), submitTime })
  const fresh = changedObjects(known, objects)
  if (fresh.some((o) => o.type === 'judgements'))
    newest.set(submissionId, Math.max(newestAttempt, event.attempt))
  return fresh.map((o) => ({ ...o, cid: row.id }))
}
