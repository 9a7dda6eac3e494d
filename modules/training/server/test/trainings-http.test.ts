import { offerC, startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '@oj/platform-server/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The training calls over HTTP, through the real platform with the problems module (replies checked
// against their schemas): the list and its filters, per-object access of private trainings,
// registration, the admin calls and their per-training rights, and progress and rank following the
// judged events.

type Page<T> = { records: Array<T>; total: number; size: number; current: number; pages: number }
type TrainingVO = { id: number; title: string; auth: string; problemCount: number; acCount: number }
type ProblemRow = {
  pid: number
  problemId: string
  displayId: string
  myStatus: number
  score: number | null
}
type RankRow = {
  rank: number
  uid: string
  username: string
  realname: string | null
  ac: number
  totalRunTime: number
  submissionInfo: Record<string, { status: number; isAC: boolean; runTime: number | null }>
}

let server: TestServer
let root: string
let alice: string
let bob: string
let admin: string
let problemAdmin: string
let aliceUid: string
let bobUid: string
let publicTid: number
let privateTid: number

const api = <T>(method: string, path: string, token?: string, body?: unknown) =>
  server.api<T>(method, `/ojapi${path}`, {
    headers: { 'Accept-Language': 'en' },
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  })

let submitId = 1000
const judged = async (
  tid: number,
  pid: number,
  uid: string,
  username: string,
  status: number,
  extra: { time?: number; attempt?: number; submitId?: number; isRejudge?: boolean } = {},
) => {
  const id = extra.submitId ?? ++submitId
  await server.bus.publish('events.problems.judged', {
    submitId: id,
    attempt: extra.attempt ?? 1,
    pid,
    displayPid: 'P',
    displayId: null,
    problemType: 0,
    difficulty: 0,
    uid,
    username,
    cid: 0,
    tid,
    gid: null,
    status,
    score: null,
    oiRankScore: null,
    time: extra.time ?? 100,
    memory: 1000,
    language: 'C',
    isManual: false,
    isRejudge: extra.isRejudge ?? false,
    previousStatus: null,
    submitTime: new Date().toISOString(),
    judgedAt: new Date().toISOString(),
  })
  return id
}

const until = async <T>(probe: () => Promise<T>, ok: (value: T) => boolean): Promise<T> => {
  const deadline = Date.now() + 10_000
  for (;;) {
    const value = await probe()
    if (ok(value) || Date.now() > deadline) return value
    await new Promise((r) => setTimeout(r, 50))
  }
}

const trainingNamed = async (title: string) => {
  const list = await api<Page<TrainingVO>>('GET', `/get-training-list?keyword=${encodeURIComponent(title)}`)
  return list.body.data!.records[0]!
}

beforeAll(async () => {
  // The installed modules (composition.ts), of which only problems and training are enabled.
  server = await startTestServer({ env: { OJ_MODULES: 'problems,training' }, log: () => {} })
  await server.seedDemo()
  aliceUid = await server.createUser({ username: 'alice', password: 'alice-password', realname: 'Alice A.' })
  bobUid = await server.createUser({ username: 'bob', password: 'bob-password' })
  await server.createUser({ username: 'anadmin', password: 'admin-password', roles: ['admin'] })
  await server.createUser({ username: 'pbadmin', password: 'pbadmin-password', roles: ['problem_admin'] })
  root = await server.login('root', TEST_ADMIN_PASSWORD)
  alice = await server.login('alice', 'alice-password')
  bob = await server.login('bob', 'bob-password')
  admin = await server.login('anadmin', 'admin-password')
  problemAdmin = await server.login('pbadmin', 'pbadmin-password')
  // A judge worker's heartbeat offers the language C (nothing judges: submissions stay pending).
  await offerC(server, 'worker-training-test')
  publicTid = (await trainingNamed('Getting started')).id
  privateTid = (await trainingNamed('Class of 2026')).id
}, 120_000)
afterAll(() => server?.close())

describe('the training list', { timeout: 60_000 }, () => {
  it('lists visible trainings with their categories, filtered by keyword, auth and category', async () => {
    const all = await api<Page<TrainingVO & { categoryName: string; categoryColor: string }>>(
      'GET',
      '/get-training-list',
    )
    expect(all.httpStatus).toBe(200)
    expect(all.body.data).toMatchObject({ total: 2, size: 15, current: 1 })
    expect(all.body.data!.records.map((r) => r.title)).toEqual(['Getting started', 'Class of 2026 (private)'])
    expect(all.body.data!.records[0]).toMatchObject({ problemCount: 5, acCount: 0, categoryName: 'Basics' })
    const priv = await api<Page<TrainingVO>>('GET', '/get-training-list?auth=Private')
    expect(priv.body.data!.records.map((r) => r.id)).toEqual([privateTid])
    const categories = await api<Array<{ id: number; name: string; color: string }>>(
      'GET',
      '/get-training-category',
    )
    const classes = categories.body.data!.find((c) => c.name === 'Classes')!
    expect(classes.color).toBe('#ff9900')
    const byCategory = await api<Page<TrainingVO>>('GET', `/get-training-list?categoryId=${classes.id}`)
    expect(byCategory.body.data!.records.map((r) => r.id)).toEqual([privateTid])
    const none = await api<Page<TrainingVO>>('GET', '/get-training-list?keyword=%25')
    expect(none.body.data!.total).toBe(0)
  })

  it('refuses bad filters with a 400 that names the problem', async () => {
    const bad = await api('GET', '/get-training-list?auth=Secret')
    expect(bad.httpStatus).toBe(400)
    const page = await api('GET', '/get-training-list?currentPage=0')
    expect(page.httpStatus).toBe(400)
  })
})

describe('a private training', { timeout: 60_000 }, () => {
  it('needs a login for its detail, and registration for its problems and rank', async () => {
    expect((await api('GET', `/get-training-detail?tid=${privateTid}`)).httpStatus).toBe(401)
    const detail = await api<TrainingVO>('GET', `/get-training-detail?tid=${privateTid}`, bob)
    expect(detail.body.data).toMatchObject({ auth: 'Private', problemCount: 3, acCount: 0 })
    expect(
      (await api<{ access: boolean }>('GET', `/get-training-access?tid=${privateTid}`, bob)).body.data,
    ).toEqual({
      access: false,
    })
    const problems = await api('GET', `/get-training-problem-list?tid=${privateTid}`, bob)
    expect(problems.httpStatus).toBe(403)
    expect(problems.body.msg).toBe('The training is private: register with its password first')
    expect((await api('GET', `/get-training-rank?tid=${privateTid}`, bob)).httpStatus).toBe(403)
    // Its author (root) needs no registration.
    expect((await api('GET', `/get-training-problem-list?tid=${privateTid}`, root)).httpStatus).toBe(200)
  })

  it('gives its focus-mode strip only to those who may open it, in the training’s order', async () => {
    type Strip = Array<{ pid: number; problemId: string; title: string; status: number | null }>
    const path = `/get-full-screen-problem-list?tid=${privateTid}`
    expect((await api('GET', path)).httpStatus).toBe(401)
    const closed = await api('GET', path, bob)
    expect([closed.httpStatus, closed.body.msg]).toEqual([
      403,
      'The training is private: register with its password first',
    ])
    const list = await api<Array<ProblemRow>>('GET', `/get-training-problem-list?tid=${privateTid}`, root)
    const strip = await api<Strip>('GET', path, root)
    expect(strip.httpStatus).toBe(200)
    expect(strip.body.data!.map((p) => [p.pid, p.problemId])).toEqual(
      list.body.data!.map((p) => [p.pid, p.displayId]),
    )
    expect(strip.body.data!.every((p) => p.title.length > 0 && p.status === null)).toBe(true)
    const none = await api('GET', '/get-full-screen-problem-list', bob)
    expect([none.httpStatus, none.body.msg]).toEqual([400, 'Bad request: give a tid or a cid'])
  })

  it('limits password guesses per user, as login does', async () => {
    const [name, pass] = ['trainee-guesser', 'guesser-pass']
    await server.createUser({ username: name, password: pass })
    const token = await server.login(name, pass)
    const guess = (password: string, i: number) =>
      server.api('POST', '/ojapi/register-training', {
        token,
        body: { tid: privateTid, password },
        headers: { 'Accept-Language': 'en', 'X-Forwarded-For': `10.39.4.${i}` },
      })
    const tries: number[] = []
    for (let i = 0; i < 10; i++) tries.push((await guess(`nope-${i}`, i)).httpStatus)
    expect(tries).toEqual(Array(10).fill(400))
    const held = await guess('demo', 100)
    expect([held.httpStatus, held.body.msg]).toEqual([429, expect.stringMatching(/try again in \d+ s/)])
    const access = await api<{ access: boolean }>('GET', `/get-training-access?tid=${privateTid}`, token)
    expect(access.body.data).toEqual({ access: false })
  })

  it('admits with the right password only, once', async () => {
    const noTid = await api('POST', '/register-training', alice, { tid: null, password: 'demo' })
    expect(noTid.body.msg).toBe('The training id is required')
    const empty = await api('POST', '/register-training', alice, { tid: privateTid, password: '' })
    expect(empty.httpStatus).toBe(400)
    expect(empty.body.msg).toBe('Enter the training password')
    const wrong = await api('POST', '/register-training', alice, { tid: privateTid, password: 'nope' })
    expect(wrong.httpStatus).toBe(400)
    expect(wrong.body.msg).toBe('Wrong training password, please try again')
    const ok = await api('POST', '/register-training', alice, { tid: privateTid, password: 'demo' })
    expect(ok.httpStatus, ok.body.msg).toBe(200)
    const again = await api('POST', '/register-training', alice, { tid: privateTid, password: 'demo' })
    expect(again.body.msg).toBe('You have already registered for this training')
    expect(
      (await api('POST', '/register-training', alice, { tid: publicTid, password: 'x' })).httpStatus,
    ).toBe(400)
    const access = await api<{ access: boolean }>('GET', `/get-training-access?tid=${privateTid}`, alice)
    expect(access.body.data).toEqual({ access: true })
    const problems = await api<Array<ProblemRow>>(
      'GET',
      `/get-training-problem-list?tid=${privateTid}`,
      alice,
    )
    expect(problems.body.data!.map((p) => p.problemId)).toEqual(['P1005', 'P1006', 'P1007'])
    expect(problems.body.data!.every((p) => p.myStatus === -10)).toBe(true)
  })

  it('lets the problems module take submissions only from those who may open it', async () => {
    const body = { pid: 'P1005', tid: privateTid, language: 'C', code: 'int main(){return 0;}' }
    const refused = await api('POST', '/submit-problem-judge', bob, body)
    expect(refused.httpStatus).toBe(403)
    const notThere = await api('POST', '/submit-problem-judge', alice, { ...body, pid: 'P1000' })
    expect(notThere.httpStatus).toBe(404)
    const made = await api<{ submitId: number; tid: number; displayId: string }>(
      'POST',
      '/submit-problem-judge',
      alice,
      body,
    )
    expect(made.httpStatus, made.body.msg).toBe(200)
    expect(made.body.data).toMatchObject({ tid: privateTid, displayId: 'P1005' })
    // The training's submissions: to those who may open it.
    const list = await api<Page<{ submitId: number }>>('GET', `/get-submission-list?tid=${privateTid}`, alice)
    expect(list.body.data!.records.map((r) => r.submitId)).toEqual([made.body.data!.submitId])
    expect((await api('GET', `/get-submission-list?tid=${privateTid}`, bob)).httpStatus).toBe(403)
    expect((await api('GET', `/get-submission-list?tid=${publicTid}`, bob)).body.data).toMatchObject({
      total: 0,
    })
  })

  it('keeps a banned user out', async () => {
    const carol = await server.createUser({ username: 'carol', password: 'carol-password' })
    const token = await server.login('carol', 'carol-password')
    await api('POST', '/register-training', token, { tid: privateTid, password: 'demo' })
    const ban = await api('PUT', '/admin/training/register', root, {
      tid: privateTid,
      uid: carol,
      status: false,
    })
    expect(ban.httpStatus, ban.body.msg).toBe(200)
    const problems = await api('GET', `/get-training-problem-list?tid=${privateTid}`, token)
    expect(problems.httpStatus).toBe(403)
    expect(problems.body.msg).toBe('You are banned from this training')
    const list = await api<Page<{ username: string; status: boolean }>>(
      'GET',
      `/admin/training/register?tid=${privateTid}`,
      root,
    )
    expect(list.body.data!.records.map((r) => [r.username, r.status])).toEqual([
      ['carol', false],
      ['alice', true],
    ])
  })
})

describe('progress and rank', { timeout: 60_000 }, () => {
  it('follow the judged events of the training, kept incrementally', async () => {
    const problems = await api<Array<ProblemRow>>('GET', `/get-training-problem-list?tid=${publicTid}`, alice)
    const [p1, p2] = problems.body.data!
    await judged(publicTid, p1!.pid, aliceUid, 'alice', -1, { time: 50 })
    await judged(publicTid, p1!.pid, aliceUid, 'alice', 0, { time: 120 })
    const fast = await judged(publicTid, p2!.pid, aliceUid, 'alice', 0, { time: 30 })
    await judged(publicTid, p1!.pid, bobUid, 'bob', -1)
    // The training's author (root, in the demo data) is not ranked.
    const rootUid = (await api<{ uid: string }>('GET', '/get-user-info', root)).body.data!.uid
    await judged(publicTid, p1!.pid, rootUid, 'root', 0)
    // Nor is any other super admin (HOJ leaves them all out).
    const otherRoot = await server.createUser({
      username: 'rooty',
      password: 'rooty-password',
      roles: ['root'],
    })
    await judged(publicTid, p1!.pid, otherRoot, 'rooty', 0)
    // An event of another scope, or of a problem not in the training, changes nothing.
    await judged(0, p1!.pid, bobUid, 'bob', 0)
    await judged(publicTid, 999_999, bobUid, 'bob', 0)
    const detail = await until(
      () => api<TrainingVO>('GET', `/get-training-detail?tid=${publicTid}`, alice),
      (r) => r.body.data?.acCount === 2,
    )
    expect(detail.body.data).toMatchObject({ acCount: 2, problemCount: 5 })
    const rank = await until(
      () => api<Page<RankRow>>('GET', `/get-training-rank?tid=${publicTid}`, bob),
      (r) => r.body.data?.total === 2,
    )
    expect(rank.body.data).toMatchObject({ total: 2, size: 30 })
    const [first, second] = rank.body.data!.records
    expect(first).toMatchObject({ rank: 1, username: 'alice', ac: 2, totalRunTime: 150, realname: null })
    expect(first!.submissionInfo[p1!.displayId]).toMatchObject({ status: 0, isAC: true, runTime: 120 })
    expect(second).toMatchObject({ rank: 2, username: 'bob', ac: 0 })
    expect(second!.submissionInfo[p1!.displayId]).toMatchObject({ status: -1, isAC: false })
    // The training's admin (root, its author) sees real names.
    const asAdmin = await api<Page<RankRow>>('GET', `/get-training-rank?tid=${publicTid}`, root)
    expect(asAdmin.body.data!.records[0]!.realname).toBe('Alice A.')
    const mine = await api<Array<ProblemRow>>('GET', `/get-training-problem-list?tid=${publicTid}`, alice)
    expect(mine.body.data!.slice(0, 3).map((p) => p.myStatus)).toEqual([0, 0, -10])

    // A rejudge turns the fast one into a wrong answer; an older attempt arriving late changes nothing.
    await judged(publicTid, p2!.pid, aliceUid, 'alice', -1, { submitId: fast, attempt: 2, isRejudge: true })
    await judged(publicTid, p2!.pid, aliceUid, 'alice', 0, { submitId: fast, attempt: 1 })
    const after = await until(
      () => api<Page<RankRow>>('GET', `/get-training-rank?tid=${publicTid}`, bob),
      (r) => r.body.data?.records[0]?.ac === 1,
    )
    expect(after.body.data!.records[0]).toMatchObject({ username: 'alice', ac: 1, totalRunTime: 120 })
    const list = await api<Page<TrainingVO>>('GET', '/get-training-list', alice)
    expect(list.body.data!.records.find((r) => r.id === publicTid)!.acCount).toBe(1)
  })

  it('drops a removed problem from everyone’s progress', async () => {
    const problems = await api<Array<ProblemRow>>('GET', `/get-training-problem-list?tid=${publicTid}`, alice)
    const p1 = problems.body.data![0]!
    const removed = await api('DELETE', `/admin/training/problem?pid=${p1.pid}&tid=${publicTid}`, root)
    expect(removed.httpStatus, removed.body.msg).toBe(200)
    const rank = await api<Page<RankRow>>('GET', `/get-training-rank?tid=${publicTid}`, bob)
    expect(rank.body.data!.records.map((r) => [r.username, r.ac, r.totalRunTime])).toEqual([['alice', 0, 0]])
    const back = await api('POST', '/admin/training/add-problem-from-public', root, {
      pid: p1.pid,
      tid: publicTid,
      displayId: p1.displayId,
    })
    expect(back.httpStatus, back.body.msg).toBe(200)
  })
})

describe('the admin calls', { timeout: 60_000 }, () => {
  it('create, edit, show and hide, and delete trainings, each checked per training', async () => {
    const categories = await api<Array<{ id: number }>>('GET', '/get-training-category')
    const categoryId = categories.body.data![0]!.id
    const dto = (extra: Record<string, unknown> = {}) => ({
      training: { title: 'Admin made', description: 'd', auth: 'Public', status: true, rank: 5, ...extra },
      trainingCategory: { id: categoryId },
    })
    expect((await api('POST', '/admin/training', alice, dto())).httpStatus).toBe(403)
    const noPwd = await api('POST', '/admin/training', admin, dto({ auth: 'Private' }))
    expect(noPwd.body.msg).toBe('A private training needs a password')
    const blank = await api('POST', '/admin/training', admin, dto({ title: '  ' }))
    expect(blank.httpStatus).toBe(400)
    expect(blank.body.msg).toBe('The training title is required')
    const badCategory = await api('POST', '/admin/training', admin, {
      ...dto(),
      trainingCategory: { id: 99999 },
    })
    expect(badCategory.body.msg).toBe('The category does not exist')
    expect((await api('POST', '/admin/training', admin, dto())).httpStatus).toBe(200)
    const own = await api<Page<{ id: number; title: string; author: string }>>(
      'GET',
      '/admin/training/get-training-list',
      admin,
    )
    expect(own.body.data!.records.map((r) => r.title)).toEqual(['Admin made'])
    const tid = own.body.data!.records[0]!.id
    // An admin manages only their own trainings; problem_admin and root any.
    expect((await api('GET', `/admin/training?tid=${publicTid}`, admin)).httpStatus).toBe(403)
    expect((await api('GET', `/admin/training?tid=${publicTid}`, problemAdmin)).httpStatus).toBe(200)
    const all = await api<Page<unknown>>('GET', '/admin/training/get-training-list', problemAdmin)
    expect(all.body.data!.total).toBe(3)
    const edit = await api('PUT', '/admin/training', admin, dto({ id: tid, title: 'Renamed' }))
    expect(edit.httpStatus, edit.body.msg).toBe(200)
    const got = await api<{ training: { title: string; author: string }; trainingCategory: { id: number } }>(
      'GET',
      `/admin/training?tid=${tid}`,
      admin,
    )
    expect(got.body.data).toMatchObject({
      training: { title: 'Renamed', author: 'anadmin' },
      trainingCategory: { id: categoryId },
    })
    const hide = await api('PUT', '/admin/training/change-training-status', admin, { tid, status: false })
    expect(hide.httpStatus, hide.body.msg).toBe(200)
    expect((await api('GET', `/get-training-detail?tid=${tid}`, bob)).httpStatus).toBe(404)
    expect((await api<Page<unknown>>('GET', '/get-training-list')).body.data!.total).toBe(2)
    expect((await api('DELETE', `/admin/training?tid=${tid}`, admin)).httpStatus).toBe(403)
    expect((await api('DELETE', `/admin/training?tid=${tid}`, root)).httpStatus).toBe(200)
    expect((await api('GET', `/admin/training?tid=${tid}`, root)).httpStatus).toBe(404)
  })

  it('add, renumber and remove training problems; the picker leaves out those already in', async () => {
    const inTraining = await api<{
      problemList: Page<{ id: number; author: string | null; gmtCreate: string; timeLimit: number }>
      trainingProblemMap: Record<string, { id: number }>
    }>('GET', `/admin/training/get-problem-list?tid=${privateTid}&queryExisted=true`, root)
    expect(inTraining.body.data!.problemList.total).toBe(3)
    // HOJ's whole Problem, as its admin client shows it (its author and creation time, not blanks)
    for (const row of inTraining.body.data!.problemList.records) {
      expect(row.author).toBe('root')
      expect(Date.parse(row.gmtCreate)).toBeLessThan(Date.now() - 1)
      expect(row.timeLimit).toBeGreaterThan(0)
    }
    const others = await api<{ problemList: Page<{ id: number; problemId: string }> }>(
      'GET',
      `/admin/training/get-problem-list?tid=${privateTid}&keyword=P100&limit=50`,
      root,
    )
    const ids = others.body.data!.problemList.records.map((r) => r.problemId)
    expect(ids).not.toContain('P1005')
    expect(ids).toContain('P1000')
    const pid = others.body.data!.problemList.records.find((r) => r.problemId === 'P1000')!.id
    const add = await api('POST', '/admin/training/add-problem-from-public', root, {
      pid,
      tid: privateTid,
      displayId: 'A',
    })
    expect(add.httpStatus, add.body.msg).toBe(200)
    const twice = await api('POST', '/admin/training/add-problem-from-public', root, { pid, tid: privateTid })
    expect(twice.body.msg).toBe('The problem is already in the training')
    const map = await api<{ trainingProblemMap: Record<string, { id: number; displayId: string }> }>(
      'GET',
      `/admin/training/get-problem-list?tid=${privateTid}&queryExisted=true`,
      root,
    )
    const place = map.body.data!.trainingProblemMap[String(pid)]!
    expect(place.displayId).toBe('A')
    const clash = await api('PUT', '/admin/training/problem', root, { id: place.id, displayId: 'p1005' })
    expect(clash.body.msg).toBe('Another problem of the training has this display id')
    expect((await api('PUT', '/admin/training/problem', root, { id: place.id, rank: 0 })).httpStatus).toBe(
      200,
    )
    const problems = await api<Array<ProblemRow>>(
      'GET',
      `/get-training-problem-list?tid=${privateTid}`,
      alice,
    )
    expect(problems.body.data!.map((p) => p.displayId)).toEqual(['A', 'P1005', 'P1006', 'P1007'])
    expect(problems.body.data![0]!.problemId).toBe('P1000')
    const remote = await api(
      'GET',
      `/admin/training/import-remote-oj-problem?name=HDU&problemId=1000&tid=${privateTid}`,
      root,
    )
    // Not in the bank: imported first through the bank, which has no source for HDU in this server.
    expect(remote.body.msg).toBe('This server has no remote judge HDU to import from')
    expect(
      (await api('DELETE', `/admin/training/problem?pid=${pid}&tid=${privateTid}`, admin)).httpStatus,
    ).toBe(403)
    expect(
      (await api('DELETE', `/admin/training/problem?pid=${pid}&tid=${privateTid}`, root)).httpStatus,
    ).toBe(200)
  })

  it('manage categories: add, rename, and delete only unused ones', async () => {
    const added = await api<{ id: number; name: string; color: string }>(
      'POST',
      '/admin/training/category',
      problemAdmin,
      {
        name: ' Graphs ',
        color: '#123456',
      },
    )
    expect(added.body.data).toMatchObject({ name: 'Graphs', color: '#123456' })
    expect((await api('POST', '/admin/training/category', admin, { name: 'x' })).httpStatus).toBe(403)
    const badColor = await api('POST', '/admin/training/category', root, { name: 'x', color: 'red;}' })
    expect(badColor.body.msg).toBe('The colour is not valid')
    const renamed = await api('PUT', '/admin/training/category', root, {
      id: added.body.data!.id,
      name: 'Graph theory',
    })
    expect(renamed.httpStatus).toBe(200)
    const used = (
      await api<Array<{ id: number; name: string }>>('GET', '/get-training-category')
    ).body.data!.find((c) => c.name === 'Basics')!
    const inUse = await api('DELETE', `/admin/training/category?cid=${used.id}`, root)
    expect(inUse.body.msg).toBe('The category is used by trainings and cannot be deleted')
    expect(
      (await api('DELETE', `/admin/training/category?cid=${added.body.data!.id}`, root)).httpStatus,
    ).toBe(200)
  })
})
