import { JudgeStatus as S } from '@oj/sdk'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { addContest, contestsHarness, HOUR, judged, waitFor } from './harness.ts'

// The ICPC Contest API under /api/contests/{id} through the real platform (replies checked against
// their schemas): the NDJSON event feed and its since_token, the seal, who may read a contest.

const { h } = contestsHarness()

type Who = 'root' | 'author' | 'alice' | 'bob' | undefined

const get = async <T = unknown>(path: string, who?: Who) => {
  const response = await h.server.request(`/api/contests${path}`, {
    headers: { 'Accept-Language': 'en', ...(who ? { Authorization: h.tokens[who] } : {}) },
  })
  return { status: response.status, body: (await response.json()) as T }
}

interface FeedEvent {
  type: string
  id: string | null
  data: Record<string, unknown> | null
  token: string
}

/** The feed read to its current end (stream=false), parsed line by line as NDJSON. */
async function feed(cid: number, who: Who, since?: string): Promise<FeedEvent[]> {
  const query = `stream=false${since ? `&since_token=${since}` : ''}`
  const response = await h.server.request(`/api/contests/${cid}/event-feed?${query}`, {
    headers: who ? { Authorization: h.tokens[who] } : {},
  })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/x-ndjson')
  const text = await response.text()
  const lines = text.split('\n').filter((l) => l.length > 0)
  expect(text.endsWith('\n') || text === '').toBe(true)
  return lines.map((line) => JSON.parse(line) as FeedEvent)
}

const SPEC_TYPES = new Set([
  'contest',
  'judgement-types',
  'languages',
  'problems',
  'groups',
  'organizations',
  'teams',
  'persons',
  'accounts',
  'state',
  'submissions',
  'judgements',
  'runs',
  'clarifications',
  'awards',
])

/** The objects the feed leaves, latest version of each (as a client replays it). */
function replay(events: FeedEvent[]) {
  const objects = new Map<string, Map<string | null, Record<string, unknown> | null>>()
  for (const e of events) {
    const of = objects.get(e.type) ?? new Map()
    objects.set(e.type, of)
    of.set(e.id, e.data)
  }
  return (type: string) => [...(objects.get(type)?.values() ?? [])].filter((d) => d !== null)
}

const judgementsOf = (events: FeedEvent[]) =>
  replay(events)('judgements') as Array<{ submission_id: string; judgement_type_id: string | null }>

describe('the ICPC Contest API', { timeout: 60_000 }, () => {
  it('answers the event feed as NDJSON of the spec’s events, referentially whole', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR, title: 'Feed ACM' })
    const start = Date.now() - HOUR
    const ac = await judged(h, {
      cid,
      who: 'alice',
      displayId: 'A',
      status: S.accepted,
      at: new Date(start + 600_000),
    })
    await judged(h, { cid, who: 'bob', displayId: 'B', status: S.wrongAnswer, at: new Date(start + 700_000) })
    await waitFor(async () => {
      const subs = await get<unknown[]>(`/${cid}/submissions`, 'author')
      return subs.body.length === 2 ? true : undefined
    }, 'two submissions in the feed')

    const events = await feed(cid, 'alice')
    expect(events.length).toBeGreaterThan(10)
    const tokens = events.map((e) => Number(e.token))
    expect([...tokens].sort((a, b) => a - b)).toEqual(tokens)
    expect(new Set(tokens).size).toBe(tokens.length)
    for (const e of events) {
      expect(SPEC_TYPES.has(e.type), e.type).toBe(true)
      expect(Object.keys(e).sort()).toEqual(['data', 'id', 'token', 'type'])
      if (e.type === 'contest' || e.type === 'state') expect(e.id).toBeNull()
      else expect(e.id).toBe(e.data?.['id'])
    }
    const objects = replay(events)
    expect(objects('contest')[0]).toMatchObject({
      id: String(cid),
      name: 'Feed ACM',
      duration: '2:00:00.000',
      scoreboard_type: 'pass-fail',
      penalty_time: 20,
    })
    expect(objects('state')[0]).toMatchObject({ ended: null, frozen: null, end_of_updates: null })
    expect(objects('judgement-types').map((t) => t['id'])).toEqual(
      expect.arrayContaining(['AC', 'WA', 'TLE', 'RTE', 'MLE', 'CE', 'OLE', 'PE']),
    )
    expect(objects('problems').map((p) => [p['label'], p['ordinal']])).toEqual([
      ['A', 1],
      ['B', 2],
    ])
    const problems = new Set(objects('problems').map((p) => p['id']))
    const teams = new Set(objects('teams').map((t) => t['id']))
    const languages = new Set(objects('languages').map((l) => l['id']))
    const submissions = objects('submissions')
    expect(submissions.map((s) => s['id'])).toEqual([String(ac), String(ac + 1)])
    for (const s of submissions) {
      expect(problems.has(s['problem_id'])).toBe(true)
      expect(teams.has(s['team_id'])).toBe(true)
      expect(languages.has(s['language_id'])).toBe(true)
    }
    expect(submissions[0]).toMatchObject({
      team_id: h.uids.alice,
      problem_id: 'A',
      contest_time: expect.stringMatching(/^0:(09:59|10:00)\.\d{3}$/),
    })
    expect(judgementsOf(events).map((j) => [j.submission_id, j.judgement_type_id])).toEqual([
      [String(ac), 'AC'],
      [String(ac + 1), 'WA'],
    ])
    // Each kind of object precedes what refers to it.
    const first = (type: string) => events.findIndex((e) => e.type === type)
    expect(first('problems')).toBeLessThan(first('submissions'))
    expect(first('teams')).toBeLessThan(first('submissions'))
    expect(first('submissions')).toBeLessThan(first('judgements'))

    const board = await get<{ rows: Array<Record<string, unknown>> }>(`/${cid}/scoreboard`, 'alice')
    expect(board.status).toBe(200)
    expect(board.body.rows.map((r) => [r['rank'], r['team_id'], r['score']])).toEqual([
      [1, h.uids.alice, { num_solved: 1, total_time: 10 }],
      [2, h.uids.bob, { num_solved: 0, total_time: 0 }],
    ])
  })

  it('resumes after since_token with only what came later, and refuses a token it never gave', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const start = Date.now() - HOUR
    await judged(h, {
      cid,
      who: 'alice',
      displayId: 'A',
      status: S.wrongAnswer,
      at: new Date(start + 60_000),
    })
    await waitFor(
      async () => ((await feed(cid, 'author')).some((e) => e.type === 'judgements') ? true : undefined),
      'a judgement',
    )
    const before = await feed(cid, 'author')
    const last = before.at(-1)!.token
    expect(await feed(cid, 'author', last)).toEqual([])

    const rejudged = before.find((e) => e.type === 'submissions')!.id!
    await judged(h, {
      cid,
      who: 'alice',
      displayId: 'A',
      status: S.accepted,
      at: new Date(start + 60_000),
      submitId: Number(rejudged),
      attempt: 2,
    })
    await judged(h, {
      cid,
      who: 'bob',
      displayId: 'B',
      status: S.timeLimitExceeded,
      at: new Date(start + 120_000),
    })
    const later = await waitFor(async () => {
      const events = await feed(cid, 'author', last)
      return events.filter((e) => e.type === 'judgements').length === 2 ? events : undefined
    }, 'the two new judgements')
    expect(later.every((e) => Number(e.token) > Number(last))).toBe(true)
    expect(later.map((e) => e.type)).not.toContain('contest')
    expect(judgementsOf(later).map((j) => [j.submission_id, j.judgement_type_id])).toEqual(
      expect.arrayContaining([
        [rejudged, 'AC'],
        [expect.any(String), 'TLE'],
      ]),
    )
    // The resumed feed and the whole one leave the same objects.
    const whole = replay(await feed(cid, 'author'))
    const resumed = replay([...before, ...later])
    for (const type of ['submissions', 'judgements', 'teams', 'problems'])
      expect(resumed(type)).toEqual(whole(type))

    const bad = await h.server.request(
      `/api/contests/${cid}/event-feed?stream=false&since_token=999999999999`,
      {
        headers: { Authorization: h.tokens.author, 'Accept-Language': 'en' },
      },
    )
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      code: 400,
      message: 'Unknown since_token: read the event feed from the start',
    })
    expect((await get(`/${cid}/event-feed?since_token=abc`, 'author')).status).toBe(400)
  })

  it('keeps an open feed and sends a new verdict on it', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const controller = new AbortController()
    const response = await h.server.request(`/api/contests/${cid}/event-feed`, {
      headers: { Authorization: h.tokens.alice },
      signal: controller.signal,
    })
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    const submitId = await judged(h, { cid, who: 'bob', displayId: 'A', status: S.accepted, at: new Date() })
    try {
      await waitFor(async () => {
        const { value } = await reader.read()
        text += decoder.decode(value)
        return text.includes(`"submission_id":"${submitId}"`) ? true : undefined
      }, 'the verdict on the open feed')
    } finally {
      controller.abort()
    }
    expect(
      text
        .split('\n')
        .filter(Boolean)
        .every((line) => JSON.parse(line).type),
    ).toBe(true)
  })

  it('hides the verdicts of runs after the seal from all but the admins, until the thaw reveals them', async () => {
    const cid = await addContest(h, { startIn: -2 * HOUR, length: 3 * HOUR, sealAt: HOUR, openRank: true })
    const start = Date.now() - 2 * HOUR
    const open = await judged(h, {
      cid,
      who: 'alice',
      displayId: 'A',
      status: S.wrongAnswer,
      at: new Date(start + 600_000),
    })
    const sealed = await judged(h, {
      cid,
      who: 'alice',
      displayId: 'A',
      status: S.accepted,
      at: new Date(start + HOUR + 600_000),
    })
    await waitFor(
      async () =>
        (await get<unknown[]>(`/${cid}/judgements`, 'author')).body.length === 2 ? true : undefined,
      'two judgements',
    )

    const verdicts = async (who: Who) =>
      (
        await get<
          Array<{ submission_id: string; judgement_type_id: string | null; end_time: string | null }>
        >(`/${cid}/judgements`, who)
      ).body.map((j) => [j.submission_id, j.judgement_type_id])
    expect(await verdicts('author')).toEqual([
      [String(open), 'WA'],
      [String(sealed), 'AC'],
    ])
    expect(await verdicts('root')).toEqual([
      [String(open), 'WA'],
      [String(sealed), 'AC'],
    ])
    expect(await verdicts('bob')).toEqual([
      [String(open), 'WA'],
      [String(sealed), null],
    ])
    expect(await verdicts(undefined)).toEqual([
      [String(open), 'WA'],
      [String(sealed), null],
    ])
    // The submission itself is public.
    expect((await get<unknown[]>(`/${cid}/submissions`, 'bob')).body).toHaveLength(2)

    const bobFeed = await feed(cid, 'bob')
    expect(judgementsOf(bobFeed).map((j) => j.judgement_type_id)).toEqual(['WA', null])
    expect(JSON.stringify(bobFeed)).not.toContain('"AC"}') // no verdict leaks through another field
    expect(judgementsOf(await feed(cid, 'author')).map((j) => j.judgement_type_id)).toEqual(['WA', 'AC'])
    const state = (await get<Record<string, string | null>>(`/${cid}/state`, 'bob')).body
    expect(state['frozen']).not.toBeNull()
    expect(state['thawed']).toBeNull()

    type Board = { rows: Array<{ score: { num_solved: number }; problems: Array<{ num_pending: number }> }> }
    const bobBoard = (await get<Board>(`/${cid}/scoreboard`, 'bob')).body
    expect(bobBoard.rows[0]!.score.num_solved).toBe(0)
    expect(bobBoard.rows[0]!.problems[0]!.num_pending).toBe(1)
    expect((await get<Board>(`/${cid}/scoreboard`, 'author')).body.rows[0]!.score.num_solved).toBe(1)

    // The contest ends (its board unseals by itself): a client resuming from its sealed token gets the verdict.
    const resumeAt = bobFeed.at(-1)!.token
    await h.server.db.client.execute(
      sql`update contests.contest set end_time = ${new Date(Date.now() - 60_000)} where id = ${cid}`,
    )
    const after = await feed(cid, 'bob', resumeAt)
    const thaw = after.find((e) => e.type === 'state')!
    expect(thaw.data).toMatchObject({ thawed: expect.any(String), finalized: expect.any(String) })
    expect(judgementsOf([...bobFeed, ...after]).map((j) => j.judgement_type_id)).toEqual(['WA', 'AC'])
    expect(await verdicts('bob')).toEqual([
      [String(open), 'WA'],
      [String(sealed), 'AC'],
    ])
  })

  it('leaves the author and the super admins out of the teams and the feed, as the board does', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const at = new Date(Date.now() - 30 * 60_000)
    await judged(h, { cid, who: 'chief', displayId: 'A', status: S.accepted, at })
    await judged(h, { cid, who: 'alice', displayId: 'A', status: S.wrongAnswer, at })
    await waitFor(async () => {
      const subs = await get<unknown[]>(`/${cid}/submissions`, 'author')
      return subs.body.length === 1 ? true : undefined
    }, 'alice’s submission in the feed')
    const teams = await get<Array<{ id: string }>>(`/${cid}/teams`, 'alice')
    expect(teams.status).toBe(200)
    expect(teams.body.map((t) => t.id)).toEqual([h.uids.alice])
    const events = await feed(cid, 'author')
    const teamIds = new Set(events.filter((e) => e.type === 'teams').map((e) => e.id))
    expect(teamIds).toEqual(new Set([h.uids.alice]))
    expect(events.filter((e) => e.type === 'submissions').map((e) => e.data?.['team_id'])).toEqual([
      h.uids.alice,
    ])
  })

  it('serves the scoreboard to anonymous readers from the board cache, with the outside board’s rules', async () => {
    const closed = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    expect((await get(`/${closed}/scoreboard`)).status).toBe(401)
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR, openRank: true })
    const at = (ms: number) => new Date(Date.now() - HOUR + ms)
    await judged(h, { cid, who: 'alice', displayId: 'A', status: S.accepted, at: at(60_000) })
    await judged(h, { cid, who: 'bob', displayId: 'B', status: S.wrongAnswer, at: at(120_000) })
    type Board = { rows: Array<{ team_id: string }> }
    const teams = async () => (await get<Board>(`/${cid}/scoreboard`)).body.rows.map((r) => r.team_id)
    await waitFor(async () => ((await teams()).length === 2 ? true : undefined), 'both on the board')
    // Another server's change behind this process's back that leaves the cells' latest stamp as it
    // was (alice's cell deleted): readers keep the board they share until its print is confirmed,
    // instead of each ranking the board again.
    await h.server.db.client.execute(
      sql`delete from contests.board_cell where cid = ${cid} and uid = ${h.uids.alice}`,
    )
    for (let i = 0; i < 10; i++) expect(await teams()).toEqual([h.uids.alice, h.uids.bob])
    await waitFor(
      async () => ((await teams()).length === 1 ? true : undefined),
      'the confirmed board',
      10_000,
    )
    expect(await teams()).toEqual([h.uids.bob])
  })

  it('lets into a private contest only its registered users and admins', async () => {
    const cid = await addContest(h, { auth: 1, pwd: 'secret', startIn: -HOUR, length: 2 * HOUR })
    const anon = await get<{ code: number; message: string }>(`/${cid}/problems`)
    expect(anon.status).toBe(401)
    expect(anon.body.code).toBe(401)
    const bob = await get<{ code: number; message: string }>(`/${cid}/event-feed?stream=false`, 'bob')
    expect(bob.status).toBe(403)
    expect(bob.body).toEqual({ code: 403, message: 'Please register for the contest first' })
    expect((await get(`/${cid}/teams`, 'alice')).status).toBe(403)
    const registered = await h.server.api('POST', '/ojapi/register-contest', {
      token: h.tokens.alice,
      body: { cid, password: 'secret' },
    })
    expect(registered.httpStatus).toBe(200)
    const teams = await get<Array<{ id: string }>>(`/${cid}/teams`, 'alice')
    expect(teams.status).toBe(200)
    expect(teams.body.map((t) => t.id)).toEqual([h.uids.alice])
    expect((await get(`/${cid}/scoreboard`, 'author')).status).toBe(200)
    expect((await get(`/${cid}`, 'root')).status).toBe(200)

    const hidden = await addContest(h, { startIn: -HOUR, length: 2 * HOUR, visible: false })
    expect((await get(`/${hidden}/state`, 'alice')).status).toBe(404)
    expect((await get(`/${hidden}/state`, 'author')).status).toBe(200)
    expect((await get('/x/state', 'alice')).status).toBe(400)
  })
})
