import { JudgeStatus } from '@oj/sdk'
import {
  type Caller,
  contribute,
  defineServerModule,
  NO_ROLE,
  ScopeOwners,
  type ScopeRole,
} from '@oj/sdk/server'
import { Effect } from 'effect'
import { strToU8, zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Harness, startHarness } from './judge-harness.ts'

// A group's admins manage their group's problems with the bank's tools: the cases, compiling a
// checker, uploading test data and statement images. The scope's owner (a stub contributing 'gid')
// says who administers it: alice administers group 9 (prefix 'NINE'), bob is a member, carol a
// stranger, dana a site admin outside it (level 3 of HOJ's roles), root manages everything.

let h: Harness
const tokens = { carol: '', dana: '' }
const GID = 9
const OTHER = 10
let groupPid = 0
let otherPid = 0

const owner = (admins: () => ReadonlyArray<string>, members: () => ReadonlyArray<string>) => ({
  role: ({ scopeId, caller }: { readonly scopeId: number; readonly caller: Caller | undefined }) => {
    if (scopeId !== GID && scopeId !== OTHER) return Effect.succeed(NO_ROLE)
    const root = caller?.roles.includes('root') ?? false
    const uid = caller?.uid ?? ''
    const admin = root || (scopeId === GID && admins().includes(uid))
    const role: ScopeRole = {
      exists: true,
      see: admin || (scopeId === GID && members().includes(uid)),
      admin,
      root,
      problemPrefix: scopeId === GID ? 'NINE' : 'TEN',
    }
    return Effect.succeed(role)
  },
  visible: ({ scopeIds }: { readonly scopeIds: ReadonlyArray<number> }) =>
    Effect.succeed(new Set(scopeIds.filter((id) => id === GID))),
  roots: () => Effect.succeed([]),
})

const api = <T>(method: string, path: string, token?: string, body?: unknown) =>
  h.server.api<T>(method, `/ojapi${path}`, {
    headers: { 'Accept-Language': 'en' },
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  })

const upload = async (path: string, token: string, field: string, file: Blob, name: string, gid?: number) => {
  const form = new FormData()
  form.append(field, file, name)
  if (gid !== undefined) form.append('gid', String(gid))
  const response = await h.server.request(`/ojapi${path}`, {
    method: 'POST',
    headers: { Authorization: token, 'Accept-Language': 'en' },
    body: form,
  })
  return { httpStatus: response.status, body: (await response.json()) as { msg: string; data: unknown } }
}
const zip = () => new Blob([zipSync({ '1.in': strToU8('1 2'), '1.out': strToU8('3') })])
// The smallest PNG: the signature and an IHDR chunk are what the sniffer reads.
const png = () =>
  new Blob([
    new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0,
      0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
    ]),
  ])

beforeAll(async () => {
  const ids = { admins: [] as Array<string>, members: [] as Array<string> }
  const stub = defineServerModule({
    id: 'scope-owner-stub',
    requires: ['problems'],
    contributes: [
      contribute(
        ScopeOwners,
        'gid',
        owner(
          () => ids.admins,
          () => ids.members,
        ),
      ),
    ],
  })
  h = await startHarness({ modules: [stub] })
  ids.admins.push(h.uids.alice)
  ids.members.push(h.uids.bob)
  await h.server.createUser({ username: 'carol', password: 'carol-password' })
  await h.server.createUser({ username: 'dana', password: 'dana-password', roles: ['admin'] })
  tokens.carol = await h.server.login('carol', 'carol-password')
  tokens.dana = await h.server.login('dana', 'dana-password')
  const made = await api<{ pid: number; problemId: string }>('POST', '/group/problem', h.tokens.alice, {
    problem: { problemId: '1', title: 'Group sum', gid: GID },
    samples: [{ input: '1 2', output: '3' }],
  })
  expect(made.httpStatus, made.body.msg).toBe(200)
  expect(made.body.data!.problemId).toBe('NINE1')
  groupPid = made.body.data!.pid
  const other = await api<{ pid: number }>('POST', '/group/problem', h.tokens.root, {
    problem: { problemId: '1', title: 'Other group', gid: OTHER },
    samples: [{ input: '1', output: '1' }],
  })
  expect(other.httpStatus, other.body.msg).toBe(200)
  otherPid = other.body.data!.pid
}, 120_000)

afterAll(async () => {
  await h?.close()
})

describe('a group problem’s cases', () => {
  it('are its group admins’ and the root’s, nobody else’s', async () => {
    const cases = (token: string, pid = groupPid) =>
      api<Array<{ input: string; output: string }>>('GET', `/group/get-problem-cases?pid=${pid}`, token)
    const mine = await cases(h.tokens.alice)
    expect(mine.httpStatus, mine.body.msg).toBe(200)
    expect(mine.body.data!.map((c) => [c.input, c.output])).toEqual([['1 2', '3']])
    expect((await cases(h.tokens.root)).httpStatus).toBe(200)
    expect((await cases(h.tokens.bob)).httpStatus).toBe(403)
    expect((await cases(tokens.carol)).httpStatus).toBe(403)
    expect((await cases(tokens.dana)).httpStatus).toBe(403)
    // another group's problem is not alice's to read
    expect((await cases(h.tokens.alice, otherPid)).httpStatus).toBe(403)
    expect((await api('GET', '/group/get-problem-cases?pid=oops', h.tokens.alice)).httpStatus).toBe(400)
  })

  it('are not read through the group call for a bank problem', async () => {
    const bank = await api<{ pid: number }>('POST', '/admin/problem', h.tokens.root, {
      problem: { problemId: 'B1', title: 'Bank' },
      samples: [{ input: '1', output: '1' }],
    })
    expect(bank.httpStatus, bank.body.msg).toBe(200)
    const reply = await api('GET', `/group/get-problem-cases?pid=${bank.body.data!.pid}`, h.tokens.root)
    expect(reply.httpStatus).toBe(404)
  })
})

describe('compiling a group problem’s checker', () => {
  const compile = (token: string, body: Record<string, unknown>) =>
    api('POST', '/group/compile-spj', token, { code: 'int main() {}', language: h.language, ...body })

  it('refuses members, strangers, site admins outside it and another group’s problem', async () => {
    expect((await compile(h.tokens.bob, { gid: GID, pid: groupPid })).httpStatus).toBe(403)
    expect((await compile(tokens.carol, { gid: GID })).httpStatus).toBe(403)
    expect((await compile(tokens.dana, { gid: GID, pid: groupPid })).httpStatus).toBe(403)
    expect(
      (
        await api('POST', '/group/compile-interactive', tokens.carol, {
          code: 'x',
          language: h.language,
          gid: GID,
        })
      ).httpStatus,
    ).toBe(403)
    // root may manage both, but the problem is not of the group the call names
    expect((await compile(h.tokens.root, { gid: GID, pid: otherPid })).httpStatus).toBe(404)
    expect((await compile(h.tokens.alice, { pid: groupPid })).httpStatus).toBe(400)
  })

  it('sends the group admin’s checker to a judge worker', async () => {
    const reply = compile(h.tokens.alice, { gid: GID, pid: groupPid })
    const task = await h.task('test', (t) => t.compileChecker === true && t.problem.pid === groupPid)
    expect(task.problem.checker?.code).toBe('int main() {}')
    await h.report({
      kind: 'final',
      taskId: task.taskId,
      testKey: task.testKey ?? '',
      attempt: 1,
      status: JudgeStatus.accepted,
      score: null,
      time: 0,
      memory: 0,
      errorMessage: '',
      judger: 'w1',
      cases: [],
      finishedAt: new Date().toISOString(),
    })
    const answered = await reply
    expect(answered.httpStatus, answered.body.msg).toBe(200)
  })
})

describe('uploading for a group’s problems', () => {
  it('lets the group’s admins upload test data, images and files, never a member or a stranger', async () => {
    const zipBy = (token: string, gid?: number) =>
      upload('/file/upload-testcase-zip', token, 'file', zip(), 'cases.zip', gid)
    const ok = await zipBy(h.tokens.alice, GID)
    expect(ok.httpStatus, ok.body.msg).toBe(200)
    expect(ok.body.data).toMatchObject({ fileList: [{ input: '1.in', output: '1.out' }] })
    expect((await zipBy(h.tokens.alice)).httpStatus).toBe(403)
    expect((await zipBy(h.tokens.alice, OTHER)).httpStatus).toBe(403)
    expect((await zipBy(h.tokens.bob, GID)).httpStatus).toBe(403)
    expect((await zipBy(tokens.carol, GID)).httpStatus).toBe(403)
    expect((await zipBy(tokens.dana)).httpStatus).toBe(200)
    expect((await zipBy(h.tokens.root, GID)).httpStatus).toBe(200)

    const image = (token: string, gid?: number) =>
      upload('/file/upload-md-img', token, 'image', png(), 'dot.png', gid)
    const shown = await image(h.tokens.alice, GID)
    expect(shown.httpStatus, shown.body.msg).toBe(200)
    expect((await image(h.tokens.bob, GID)).httpStatus).toBe(403)
    expect((await image(tokens.carol, GID)).httpStatus).toBe(403)
    expect((await image(tokens.carol)).httpStatus).toBe(403)

    const file = (token: string, gid?: number) =>
      upload('/file/upload-md-file', token, 'file', zip(), 'notes.zip', gid)
    const attached = await file(h.tokens.alice, GID)
    expect(attached.httpStatus, attached.body.msg).toBe(200)
    expect(attached.body.data).toMatchObject({ link: expect.stringMatching(/^\/ojapi\/public\/md\//) })
    expect((await file(h.tokens.alice)).httpStatus).toBe(403)
    expect((await file(h.tokens.alice, OTHER)).httpStatus).toBe(403)
    expect((await file(h.tokens.bob, GID)).httpStatus).toBe(403)
    expect((await file(tokens.carol, GID)).httpStatus).toBe(403)
    expect((await file(tokens.dana)).httpStatus).toBe(200)
  })
})
