import type { JudgeWorkerView, LanguageView } from '@oj/problems-contract'
import type { DbClient } from '@oj/sdk/server'
import { HEARTBEAT_INTERVAL_MS, type WorkerInfo, type WorkerLanguage } from '@oj/sdk/server'
import { asc, gt, sql } from 'drizzle-orm'

import { judgeWorker } from './tables.ts'

/** A worker missing three heartbeats in a row is taken for dead. */
const ALIVE_WINDOW_MS = 3 * HEARTBEAT_INTERVAL_MS + 2_000

const isWorkerInfo = (u: unknown): u is WorkerInfo => {
  const w = u as Partial<WorkerInfo> | null
  return (
    typeof w === 'object' &&
    w !== null &&
    typeof w.name === 'string' &&
    w.name.length > 0 &&
    w.name.length <= 255 &&
    Array.isArray(w.lanes) &&
    Array.isArray(w.languages) &&
    typeof w.capacity === 'number' &&
    typeof w.load === 'number' &&
    typeof w.sentAt === 'string'
  )
}

const validDate = (text: unknown, fallback: Date): Date => {
  const date = typeof text === 'string' ? new Date(text) : fallback
  return Number.isNaN(date.getTime()) ? fallback : date
}

/**
 * Records a heartbeat. Last seen is the worker's send time, never later than now (a replayed old
 * heartbeat must not make a dead worker look alive), and an older heartbeat never overwrites a newer.
 */
export async function recordHeartbeat(db: DbClient, payload: unknown, now = new Date()): Promise<boolean> {
  if (!isWorkerInfo(payload)) return false
  const sent = validDate(payload.sentAt, now)
  const lastSeen = sent > now ? now : sent
  const row = {
    name: payload.name,
    lanes: payload.lanes.filter((l) => typeof l === 'string'),
    languages: payload.languages,
    capacity: Math.max(0, Math.trunc(payload.capacity)),
    load: Math.max(0, Math.trunc(payload.load)),
    cpus: Math.max(0, Math.trunc(Number(payload.cpus) || 0)),
    runtimes: Array.isArray(payload.runtimes) ? payload.runtimes : [],
    startedAt: validDate(payload.startedAt, lastSeen),
    lastSeen,
  }
  await db
    .insert(judgeWorker)
    .values(row)
    .onConflictDoUpdate({
      target: judgeWorker.name,
      set: row,
      setWhere: sql`${judgeWorker.lastSeen} <= ${lastSeen}`,
    })
  return true
}

interface WorkerRow {
  readonly name: string
  readonly lanes: ReadonlyArray<string>
  readonly languages: unknown
  readonly capacity: number
  readonly load: number
  readonly cpus: number
  readonly runtimes: ReadonlyArray<string>
  readonly startedAt: Date
  readonly lastSeen: Date
}

const languagesOf = (row: WorkerRow): ReadonlyArray<WorkerLanguage> =>
  Array.isArray(row.languages)
    ? (row.languages as ReadonlyArray<WorkerLanguage>).filter((l) => typeof l?.name === 'string')
    : []

/** Every worker known, with whether it is alive (get-judge-service-info). */
export async function listWorkers(db: DbClient, now = new Date()): Promise<Array<JudgeWorkerView>> {
  const rows: Array<WorkerRow> = await db.select().from(judgeWorker).orderBy(asc(judgeWorker.name))
  return rows
    .map((row) => ({
      name: row.name,
      lanes: row.lanes,
      languages: languagesOf(row).map((l) => ({ name: l.name, family: l.family, version: l.version })),
      capacity: row.capacity,
      load: row.load,
      cpus: row.cpus,
      runtimes: row.runtimes,
      startedAt: new Date(row.startedAt).toISOString(),
      lastSeen: new Date(row.lastSeen).toISOString(),
      alive: now.getTime() - new Date(row.lastSeen).getTime() <= ALIVE_WINDOW_MS,
    }))
    .map((w) => ({
      ...w,
      // What HOJ's dashboard reads of a judge service: its registry entry and its cores.
      service: {
        serviceId: 'judge',
        host: w.name,
        port: null,
        secure: false,
        metadata: { judgeName: w.name, 'nacos.healthy': String(w.alive) },
      },
      cpuCores: w.cpus,
    }))
}

/** Remote judges' languages are of a family `remote-<oj>` and serve only that judge's problems. */
const isRemoteFamily = (family: unknown) => typeof family === 'string' && family.startsWith('remote-')

/**
 * The languages the live workers offer, by name (the first worker's description wins): the local
 * ones, or with `family` those of one remote judge (`remote-cf`).
 */
export async function liveLanguages(
  db: DbClient,
  now = new Date(),
  family?: string,
): Promise<Map<string, WorkerLanguage>> {
  const since = new Date(now.getTime() - ALIVE_WINDOW_MS)
  const rows: Array<WorkerRow> = await db
    .select()
    .from(judgeWorker)
    .where(gt(judgeWorker.lastSeen, since))
    .orderBy(asc(judgeWorker.name))
  const byName = new Map<string, WorkerLanguage>()
  for (const row of rows) {
    for (const language of languagesOf(row)) {
      const wanted = family === undefined ? !isRemoteFamily(language.family) : language.family === family
      if (wanted && !byName.has(language.name)) byName.set(language.name, language)
    }
  }
  return byName
}

/** A worker language in HOJ's Language shape. */
export const languageView = (language: WorkerLanguage, seq: number): LanguageView => ({
  id: seq + 1,
  name: language.name,
  description: language.description,
  compileCommand: language.compileCommand ?? '',
  template: language.template ?? '',
  codeTemplate: language.template ?? '',
  contentType: language.contentType ?? 'text/plain',
  isSpj: language.spj ?? false,
  oj: 'ME',
  seq,
  gmtCreate: null,
  gmtModified: null,
})
