import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '@oj/platform-server/testing'
import type { JudgedEvent } from '@oj/problems-contract'
import { ProblemsEvents } from '@oj/problems-contract/events'
import { JudgeStatus } from '@oj/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Who is a contest's admin inside its pages (sealed figures, hidden announcements, the AC helper,
// prints, entering early): for a group's contest its author, the super admins and the group's root
// (the scope owner's word, here the real groups module); not another group admin, not a member. As
// HOJ, the group's root's own runs are left off the board with the author's. A contest outside any
// group keeps its author and the super admins only.

type Reply = { httpStatus: number; body: { status: number; msg: string; data: any } }

let server: TestServer
const tokens: Record<string, string> = {}
const uids: Record<string, string> = {}
let gid = 0
/** The group's running contest with a sealed board, authored by `author` (a level-4 admin). */
let sealed = 0
/** Its problem A. */
let pid = 0
/** The group's scheduled contest, authored by `author`. */
let scheduled = 0
/** A sealed running contest outside any group, authored by root. */
let outside = 0

const MINUTE = 60_000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()

const api = (method: string, path: string, token: string | undefined, body?: unknown): Promise<Reply> =>
  server.api(method, `/ojapi${path}`, {
    headers: { 'Accept-Language': 'en' },
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  }) as Promise<Reply>

const ok = async (reply: Promise<Reply>) => {
  const r = await reply
  expect(r.body.msg, JSON.stringify(r.body)).toBe('success')
  return r
}

const form = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  type: 0,
  description: 'A contest of the admins test',
  auth: 0,
  startTime: at(-60 * MINUTE),
  endTime: at(60 * MINUTE),
  sealRank: true,
  sealRankTime: at(-30 * MINUTE),
  awardType: 0,
  ...extra,
})

const groupContestId = async (title: string) => {
  const r = await ok(api('GET', `/group/get-admin-contest-list?gid=${gid}&limit=50`, tokens.owner))
  const found = (r.body.data.records as Array<{ id: number; title: string }>).find((c) => c.title === title)
  if (!found) throw new Error(`no contest ${title}`)
  return found.id
}

const PEOPLE = ['owner', 'author', 'admin4', 'member3'] as const

beforeAll(async () => {
  server = await startTestServer({ env: { OJ_MODULES: 'problems,contests,groups' }, log: () => {} })
  for (const name of PEOPLE) uids[name] = await server.createUser({ username: name, password: `${name}-pw1` })
  tokens.root = await server.login('root', TEST_ADMIN_PASSWORD)
  for (const name of PEOPLE) tokens[name] = await server.login(name, `${name}-pw1`)
  await ok(
    api('POST', '/group', tokens.root, {
      name: 'Admins group',
      shortName: 'agroup',
      brief: 'A group whose contests have admins',
      description: 'Made by the group contest admins test',
      auth: 3,
      code: 'abcdef',
    }),
  )
  const list = await api('GET', '/get-group-list?onlyMine=true&keyword=agroup', tokens.root)
  gid = list.body.data.records[0].id
  // 'owner' is the group's root member (5), not a super admin; 'author' and 'admin4' its admins (4)
  for (const [who, auth] of [
    ['owner', 5],
    ['author', 4],
    ['admin4', 4],
    ['member3', 3],
  ] as const) {
    await ok(api('POST', '/group/member', tokens[who], { gid, reason: 'let me in please', code: 'abcdef' }))
    await ok(api('PUT', '/group/member', tokens.root, { gid, uid: uids[who], auth }))
  }

  await ok(api('POST', '/group/contest', tokens.author, { ...form('Sealed group contest'), gid }))
  sealed = await groupContestId('Sealed group contest')
  const made = await ok(
    api('POST', '/group/contest-problem', tokens.author, {
      problem: { problemId: '1001', title: 'Sealed one', gid },
      samples: [{ input: '1', output: '1' }],
      cid: sealed,
      displayId: 'A',
    }),
  )
  pid = made.body.data.pid
  for (const status of [0, 1])
    await ok(
      api('POST', '/group/contest-announcement', tokens.author, {
        cid: sealed,
        announcement: { title: status ? 'Hidden note' : 'Shown note', content: 'Read it', status },
      }),
    )
  const later = form('Scheduled group contest', {
    startTime: at(60 * MINUTE),
    endTime: at(120 * MINUTE),
    sealRank: false,
    sealRankTime: null,
  })
  await ok(api('POST', '/group/contest', tokens.author, { ...later, gid }))
  scheduled = await groupContestId('Scheduled group contest')

  await ok(api('POST', '/admin/contest', tokens.root, form('Sealed outside contest')))
  const mine = await ok(api('GET', '/admin/contest/get-contest-list?keyword=Sealed%20outside', tokens.root))
  outside = mine.body.data.records[0].id
}, 120_000)
afterAll(() => server?.close())

/** The problem list's AC figure as `who` sees it: null while the board is sealed for them. */
const figure = async (who: string, cid: number) => {
  const [first] = (await ok(api('GET', `/get-contest-problem?cid=${cid}`, tokens[who]))).body.data
  return first ? first.ac : 'no problem'
}

const announcementTitles = async (who: string, cid: number) =>
  (await ok(api('GET', `/get-contest-announcement?cid=${cid}`, tokens[who]))).body.data.records
    .map((a: { title: string }) => a.title)
    .sort()

/** `who`'s Accepted run on A (member3's by default), judged 10 minutes ago: after the seal time. */
const acceptedAfterTheSeal = (who = 'member3', submitId = 2_000_001): JudgedEvent => ({
  submitId,
  attempt: 1,
  pid,
  displayPid: 'AGROUP1001',
  displayId: 'A',
  problemType: 0,
  difficulty: 0,
  uid: uids[who]!,
  username: who,
  cid: sealed,
  tid: null,
  gid,
  status: JudgeStatus.accepted,
  score: null,
  oiRankScore: null,
  time: 10,
  memory: 100,
  language: 'C',
  isManual: false,
  isRejudge: false,
  previousStatus: null,
  submitTime: at(-10 * MINUTE),
  judgedAt: at(0),
})

type Row = { username: string; ac: number }

/** member3's Accepted count on the board `who` gets (POST /get-contest-rank). */
const acOnBoard = async (who: string) => {
  const page = (await ok(api('POST', '/get-contest-rank', tokens[who], { cid: sealed }))).body.data
  return (page.records as Row[]).find((r) => r.username === 'member3')?.ac
}

describe('a group contest’s admins inside the contest', () => {
  it('the group’s root sees the sealed figures as the author does; other admins and members do not', async () => {
    expect(await figure('author', sealed)).toBe(0)
    expect(await figure('owner', sealed)).toBe(0)
    expect(await figure('root', sealed)).toBe(0)
    expect(await figure('admin4', sealed)).toBeNull()
    expect(await figure('member3', sealed)).toBeNull()
  })

  it('the group’s root sees the real rank of the sealed board; other admins and members the sealed one', async () => {
    await server.bus.publish(ProblemsEvents.judged.subject, acceptedAfterTheSeal())
    const deadline = Date.now() + 10_000
    while ((await acOnBoard('author')) !== 1 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100))
    expect(await acOnBoard('author')).toBe(1)
    expect(await acOnBoard('owner')).toBe(1)
    expect(await acOnBoard('root')).toBe(1)
    expect(await acOnBoard('admin4')).toBe(0)
    expect(await acOnBoard('member3')).toBe(0)
    expect(await figure('owner', sealed)).toBe(1)
    expect(await figure('member3', sealed)).toBeNull()
  })

  it('leaves the group’s root out of the board and the counts, as its author; not another group admin', async () => {
    await server.bus.publish(ProblemsEvents.judged.subject, acceptedAfterTheSeal('owner', 2_000_002))
    await server.bus.publish(ProblemsEvents.judged.subject, acceptedAfterTheSeal('admin4', 2_000_003))
    const names = async () =>
      (
        (await ok(api('POST', '/get-contest-rank', tokens.author, { cid: sealed }))).body.data
          .records as Row[]
      )
        .map((r) => r.username)
        .sort()
    const deadline = Date.now() + 10_000
    while (!(await names()).includes('admin4') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100))
    expect(await names()).toEqual(['admin4', 'member3'])
    expect(await figure('author', sealed)).toBe(2)
    const helper = await ok(api('GET', `/get-contest-ac-info?cid=${sealed}`, tokens.author))
    expect((helper.body.data.records as Row[]).map((r) => r.username).sort()).toEqual(['admin4', 'member3'])
  })

  it('the group’s root reads the hidden announcements', async () => {
    for (const who of ['author', 'owner', 'root'])
      expect(await announcementTitles(who, sealed), who).toEqual(['Hidden note', 'Shown note'])
    for (const who of ['admin4', 'member3'])
      expect(await announcementTitles(who, sealed), who).toEqual(['Shown note'])
  })

  it('the group’s root has the AC helper and the prints; other admins and members are refused', async () => {
    for (const path of ['/get-contest-ac-info', '/get-contest-print']) {
      for (const who of ['author', 'owner', 'root'])
        await ok(api('GET', `${path}?cid=${sealed}`, tokens[who]))
      for (const who of ['admin4', 'member3'])
        expect((await api('GET', `${path}?cid=${sealed}`, tokens[who])).httpStatus, `${path} ${who}`).toBe(
          403,
        )
    }
  })

  it('the group’s root enters the contest before its start', async () => {
    for (const who of ['author', 'owner'])
      await ok(api('GET', `/get-contest-problem?cid=${scheduled}`, tokens[who]))
    for (const who of ['admin4', 'member3']) {
      const early = await api('GET', `/get-contest-problem?cid=${scheduled}`, tokens[who])
      expect(early.httpStatus, who).toBe(403)
      expect(early.body.msg).toBe('The contest has not started yet')
    }
  })
})

describe('a contest outside any group', () => {
  it('keeps its author and the super admins as its only admins', async () => {
    for (const path of ['/get-contest-ac-info', '/get-contest-print']) {
      await ok(api('GET', `${path}?cid=${outside}`, tokens.root))
      for (const who of ['owner', 'author'])
        expect((await api('GET', `${path}?cid=${outside}`, tokens[who])).httpStatus, `${path} ${who}`).toBe(
          403,
        )
    }
    expect(await announcementTitles('owner', outside)).toEqual([])
  })
})
