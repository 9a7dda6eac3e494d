import type { DbClient } from '@oj/sdk/server'
import { and, asc, desc, eq, gt, inArray, like, max, or, sql } from 'drizzle-orm'

import { feedEvent } from '../tables.ts'

// The feed's rows: appended under a per-contest lock (so tokens commit in order and a reader never
// skips one), each only when the object's data differs from its latest version.

type FeedRow = typeof feedEvent.$inferSelect
type FeedData = Record<string, unknown> | null

/** Namespace of the advisory locks that serialise a contest's feed writers. */
const FEED_LOCK = 7_140_014

export const lockFeed = (tx: DbClient, cid: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${FEED_LOCK}, ${cid})`)

/** JSON with object keys sorted (jsonb keeps its own key order), to compare versions. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

export interface FeedObject {
  readonly type: string
  /** null for the singletons (contest, state). */
  readonly objectId: string | null
  readonly data: FeedData
  readonly submitTime?: Date | null
}

const key = (type: string, objectId: string | null) => `${type}\u0000${objectId ?? ''}`

/** The latest version of each object of these types (deleted ones as null data). */
export async function latestOf(
  tx: DbClient,
  cid: number,
  types: ReadonlyArray<string>,
  objectIds?: string[],
) {
  const rows = await tx
    .selectDistinctOn([feedEvent.type, feedEvent.objectId])
    .from(feedEvent)
    .where(
      and(
        eq(feedEvent.cid, cid),
        inArray(feedEvent.type, [...types]),
        objectIds ? inArray(feedEvent.objectId, objectIds) : undefined,
      ),
    )
    .orderBy(feedEvent.type, feedEvent.objectId, desc(feedEvent.token))
  return new Map(rows.map((r) => [key(r.type, r.objectId), r]))
}

/** The latest version of every judgement (every judging attempt) of these submissions. */
export async function latestJudgementsOf(tx: DbClient, cid: number, submissionIds: ReadonlyArray<string>) {
  if (submissionIds.length === 0) return new Map<string, FeedRow>()
  const rows = await tx
    .selectDistinctOn([feedEvent.objectId])
    .from(feedEvent)
    .where(
      and(
        eq(feedEvent.cid, cid),
        eq(feedEvent.type, 'judgements'),
        or(...submissionIds.map((id) => like(feedEvent.objectId, `${id}-%`))),
      ),
    )
    .orderBy(feedEvent.objectId, desc(feedEvent.token))
  return new Map(rows.map((r) => [key(r.type, r.objectId), r]))
}

/**
 * The objects whose data differs from their latest version in `known` (which each one taken then
 * becomes, so that a later object of the same list compares with it).
 */
export function changedObjects(
  known: Map<string, Pick<FeedRow, 'data'>>,
  objects: ReadonlyArray<FeedObject>,
): FeedObject[] {
  return objects.filter((o) => {
    const k = key(o.type, o.objectId)
    const last = known.get(k)
    const fresh = last ? canonical(last.data) !== canonical(o.data) : o.data !== null
    if (fresh) known.set(k, { data: o.data })
    return fresh
  })
}

/** A row to append, of any contest. */
export type FeedInsert = FeedObject & { readonly cid: number }

/** Appends these rows as they are, in order (their tokens follow it), 500 a statement. */
export async function insertRows(tx: DbClient, rows: ReadonlyArray<FeedInsert>) {
  for (let i = 0; i < rows.length; i += 500) {
    await tx.insert(feedEvent).values(
      rows.slice(i, i + 500).map((o) => ({
        cid: o.cid,
        type: o.type,
        objectId: o.objectId,
        data: o.data,
        submitTime: o.submitTime ?? null,
      })),
    )
  }
}

/**
 * Appends the objects whose data differs from their latest version (`known`: those versions, from
 * `latestOf` in the same locked transaction). Answers how many were appended.
 */
export async function appendChanged(
  tx: DbClient,
  cid: number,
  known: ReadonlyMap<string, FeedRow>,
  objects: ReadonlyArray<FeedObject>,
): Promise<number> {
  const fresh = changedObjects(new Map(known), objects)
  await appendAll(tx, cid, fresh)
  return fresh.length
}

/** Appends these rows as they are (copies revealed at the thaw). */
export const appendAll = (tx: DbClient, cid: number, objects: ReadonlyArray<FeedObject>) =>
  insertRows(
    tx,
    objects.map((o) => ({ ...o, cid })),
  )

/** A page of the contest's events after `since`, oldest first. */
export const eventsAfter = (db: DbClient, cid: number, since: number, limit: number) =>
  db
    .select()
    .from(feedEvent)
    .where(and(eq(feedEvent.cid, cid), gt(feedEvent.token, since)))
    .orderBy(asc(feedEvent.token))
    .limit(limit)

/** The newest token of any contest (a since_token beyond it is no token this server gave). */
export async function newestToken(db: DbClient): Promise<number> {
  const [row] = await db.select({ n: max(feedEvent.token) }).from(feedEvent)
  return Number(row?.n ?? 0)
}

export type { FeedRow }
