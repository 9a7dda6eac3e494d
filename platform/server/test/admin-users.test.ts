import { count, eq, sql } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { auth, roleAuth } from '../src/accounts/roles/tables.ts'
import { sessions } from '../src/accounts/sign-in/tables.ts'
import { userInfo } from '../src/accounts/users/tables.ts'
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../src/testing/index.ts'

// The super admin's user management (issue 40 §1): list, edit, ban, delete, the CSV import checked
// row by row and all-or-nothing, and generated accounts with their xlsx.

let server: TestServer
let root: string
let rootUid: string
beforeAll(async () => {
  server = await startTestServer({ modules: [], log: () => {} })
  root = await server.login('root', TEST_ADMIN_PASSWORD)
  rootUid = (await server.api<{ uid: string }>('GET', '/ojapi/get-user-info', { token: root })).body.data!.uid
})
afterAll(() => server?.close())

type Page = { records: Array<Record<string, unknown>>; total: number }
const list = (query = '', token = root) =>
  server.api<Page>('GET', `/ojapi/admin/user/get-user-list${query}`, { token })
const users = async () => Number((await server.db.client.select({ n: count() }).from(userInfo))[0]?.n)
/** Each request from an address of its own: the login limits never decide a test here. */
let address = 10
const loginAs = (username: string, password: string) =>
  server.api<{ token: string }>('POST', '/ojapi/login', {
    body: { username, password },
    headers: { 'X-Forwarded-For': `198.51.100.${address++}`, 'Accept-Language': 'en' },
  })

describe('the user list', () => {
  it('pages the users newest first with their roles, finds by keyword, filters the admins; never a password', async () => {
    await server.createUser({ username: 'kw_alice', password: 'alice-pass', realname: 'Alice Wonder' })
    await server.createUser({ username: 'kw_bob', password: 'bob-pass', email: 'bob@kw.example' })
    await server.createUser({ username: 'kw_editor', password: 'editor-pass', roles: ['problem_admin'] })
    const all = await list('?limit=2&currentPage=1')
    expect(all.body.data?.records).toHaveLength(2)
    expect(all.body.data?.total).toBe(await users())
    expect(all.body.data?.records[0]?.['username']).toBe('kw_editor')
    for (const r of all.body.data!.records) expect(r).not.toHaveProperty('password')
    const found = await list('?keyword=WONDER')
    expect(found.body.data?.records.map((r) => r['username'])).toEqual(['kw_alice'])
    expect((await list('?keyword=bob@kw')).body.data?.records.map((r) => r['username'])).toEqual(['kw_bob'])
    // % and _ are letters in a keyword, not patterns.
    expect((await list('?keyword=%25')).body.data?.total).toBe(0)
    const admins = await list('?onlyAdmin=true')
    expect(admins.body.data?.records.map((r) => r['username']).sort()).toEqual(['kw_editor', 'root'])
    expect((admins.body.data?.records[0]?.['roles'] as Array<{ role: string }>)[0]?.role).toBeTruthy()
  })

  it('is for the super admin: an admin and a user are refused', async () => {
    await server.createUser({ username: 'plain_admin', password: 'admin-pass', roles: ['admin'] })
    const admin = (await loginAs('plain_admin', 'admin-pass')).body.data!.token
    expect((await list('', admin)).httpStatus).toBe(403)
    expect((await server.api('GET', '/ojapi/admin/user/get-user-list')).httpStatus).toBe(401)
  })
})

describe('editing a user', () => {
  const edit = (body: Record<string, unknown>, token = root) =>
    server.api('PUT', '/ojapi/admin/user/edit-user', { token, body, headers: { 'Accept-Language': 'en' } })
  const base = (uid: string, over: Record<string, unknown> = {}) => ({
    uid,
    username: 'ed_carol',
    realname: 'Carol',
    email: 'carol@example.com',
    type: 1002,
    status: 0,
    setNewPwd: false,
    titleName: 'Champion',
    titleColor: '#ff8800',
    ...over,
  })

  it('changes the fields, the role (told in the message center) and the password (sessions end)', async () => {
    const uid = await server.createUser({ username: 'ed_carol', password: 'carol-pass' })
    const carol = (await loginAs('ed_carol', 'carol-pass')).body.data!.token
    expect((await edit(base(uid, { type: 1001 }))).body).toMatchObject({ status: 200 })
    const [row] = await server.db.client.select().from(userInfo).where(eq(userInfo.uuid, uid))
    expect(row).toMatchObject({
      realname: 'Carol',
      email: 'carol@example.com',
      titleName: 'Champion',
      titleColor: '#ff8800',
    })
    const roles = await server.api<{ roles: string[] }>('GET', '/ojapi/get-user-auth-info', { token: carol })
    expect(roles.body.data?.roles).toEqual(['admin'])
    const mine = await server.api<{ records: Array<{ title: string }> }>('GET', '/ojapi/msg/mine', {
      token: carol,
    })
    expect(mine.body.data?.records[0]?.title).toContain('Authority Change Notice')

    expect(
      (await edit(base(uid, { type: 1001, setNewPwd: true, password: 'new-carol-pass' }))).httpStatus,
    ).toBe(200)
    expect((await server.api('GET', '/ojapi/get-user-info', { token: carol })).httpStatus).toBe(401)
    expect((await loginAs('ed_carol', 'carol-pass')).httpStatus).toBe(400)
    expect((await loginAs('ed_carol', 'new-carol-pass')).httpStatus).toBe(200)
  })

  it('bans a user: their sessions end and a login says why', async () => {
    const uid = await server.createUser({ username: 'ed_dave', password: 'dave-pass' })
    const dave = (await loginAs('ed_dave', 'dave-pass')).body.data!.token
    expect((await edit(base(uid, { username: 'ed_dave', email: null, status: 1 }))).httpStatus).toBe(200)
    expect((await server.api('GET', '/ojapi/get-user-info', { token: dave })).httpStatus).toBe(401)
    const [left] = await server.db.client.select({ n: count() }).from(sessions).where(eq(sessions.uid, uid))
    expect(left?.n).toBe(0)
    const refused = await loginAs('ed_dave', 'dave-pass')
    expect(refused.httpStatus).toBe(403)
    expect(refused.body.msg).toBe('Your account has been disabled; please contact the administrator')
    expect((await edit(base(uid, { username: 'ed_dave', email: null, status: 0 }))).httpStatus).toBe(200)
    expect((await loginAs('ed_dave', 'dave-pass')).httpStatus).toBe(200)
  })

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const uid = await server.createUser({ username: 'ed_erin', password: 'erin-pass' })
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 999 }, 'The role must be one of 1000 to 1008'],
      [{ status: 2 }, 'The status must be 0 (normal) or 1 (disabled)'],
      [{ email: 'not-mail' }, 'The email format is incorrect'],
      [{ titleColor: 'red; background:url(x)' }, 'The title colour must be #rrggbb or rgb()'],
      [{ setNewPwd: true, password: '123' }, 'The password must be 6 to 20 characters'],
      [{ username: 'root' }, 'The username already exists'],
      [{ username: 'x'.repeat(21) }, 'The username can be at most 20 characters'],
    ]
    for (const [over, msg] of cases) {
      const reply = await edit(base(uid, { username: 'ed_erin', email: null, ...over }))
      expect(reply.httpStatus, JSON.stringify(over)).toBe(400)
      expect(reply.body.msg.toLowerCase(), JSON.stringify(over)).toContain(msg.toLowerCase().slice(0, 18))
    }
    const [row] = await server.db.client.select().from(userInfo).where(eq(userInfo.uuid, uid))
    expect(row).toMatchObject({ username: 'ed_erin', status: 0, titleName: null })
    expect((await edit(base('no-such-uid', { username: 'ed_nobody' }))).httpStatus).toBe(404)
  })

  it('keeps a user admin below root away from root accounts and from making one', async () => {
    await server.createUser({ username: 'useradmin', password: 'useradmin-pass', roles: ['admin'] })
    // A site may hand user management to the admins; root accounts stay out of their reach.
    const [perm] = await server.db.client
      .select({ id: auth.id })
      .from(auth)
      .where(eq(auth.name, 'user_admin'))
    await server.db.client.insert(roleAuth).values({ roleId: 1001, authId: perm!.id }).onConflictDoNothing()
    const ua = (await loginAs('useradmin', 'useradmin-pass')).body.data!.token
    const target = await server.createUser({ username: 'ed_frank', password: 'frank-pass' })
    expect((await list('', ua)).httpStatus).toBe(200)
    const raise = await edit(base(target, { username: 'ed_frank', email: null, type: 1000 }), ua)
    expect(raise.httpStatus).toBe(403)
    expect(raise.body.msg).toBe('Only a super admin may change, delete or appoint a super admin')
    expect((await edit(base(rootUid, { username: 'root', email: null, type: 1002 }), ua)).httpStatus).toBe(
      403,
    )
    const del = await server.api('DELETE', '/ojapi/admin/user/delete-user', {
      token: ua,
      body: { ids: [rootUid] },
    })
    expect(del.httpStatus).toBe(403)
    expect((await edit(base(target, { username: 'ed_frank', email: null, type: 1001 }), ua)).httpStatus).toBe(
      200,
    )
  })

  it('never lets root lock themselves out', async () => {
    const demote = await edit(base(rootUid, { username: 'root', email: null, type: 1001 }))
    expect(demote.body.msg).toBe('You cannot take away your own super admin role')
    expect(
      (await edit(base(rootUid, { username: 'root', email: null, type: 1000, status: 1 }))).httpStatus,
    ).toBe(400)
    const del = await server.api('DELETE', '/ojapi/admin/user/delete-user', {
      token: root,
      body: { ids: [rootUid] },
      headers: { 'Accept-Language': 'en' },
    })
    expect(del.body.msg).toBe('You cannot delete your own account')
    expect((await server.api('GET', '/ojapi/get-user-info', { token: root })).httpStatus).toBe(200)
  })
})

describe('deleting users', () => {
  it('deletes one or many (HOJ body or our query), with their sessions', async () => {
    const a = await server.createUser({ username: 'del_a', password: 'del-a-pass' })
    const b = await server.createUser({ username: 'del_b', password: 'del-b-pass' })
    const c = await server.createUser({ username: 'del_c', password: 'del-c-pass' })
    await loginAs('del_a', 'del-a-pass')
    const many = await server.api('DELETE', '/ojapi/admin/user/delete-user', {
      token: root,
      body: { ids: [a, b] },
    })
    expect(many.httpStatus).toBe(200)
    const one = await server.api('DELETE', `/ojapi/admin/user/delete-user?ids=${c}`, { token: root })
    expect(one.httpStatus).toBe(200)
    const left = await server.db.client
      .select()
      .from(userInfo)
      .where(sql`${userInfo.uuid} in (${a}, ${b}, ${c})`)
    expect(left).toEqual([])
    expect(
      (await server.api('DELETE', '/ojapi/admin/user/delete-user', { token: root, body: { ids: [] } }))
        .httpStatus,
    ).toBe(400)
  })
})

describe('the CSV import', () => {
  const rows = (n: number, prefix: string) =>
    Array.from({ length: n }, (_, i) => [
      `${prefix}${i}`,
      `pass-${i}-xyz`,
      `${prefix}${i}@school.example`,
      `名字${i}`,
      i % 2 ? 'female' : '0',
      '',
      'No. 1 School',
    ])
  const check = (body: unknown) =>
    server.api<{ rows: Array<{ index: number; problems: string[] }>; valid: number; invalid: number }>(
      'POST',
      '/ojapi/admin/user/check-batch-user',
      { token: root, body },
    )
  const insert = (body: unknown) =>
    server.api<{ rows: Array<{ index: number; problems: string[] }>; invalid: number }>(
      'POST',
      '/ojapi/admin/user/insert-batch-user',
      { token: root, body, headers: { 'Accept-Language': 'en' } },
    )

  it('marks each bad row with its reasons, imports nothing while one is bad, then all once fixed', async () => {
    const good = rows(30, 'csv')
    const bad = [...good]
    bad[3] = ['csv3', '123']
    bad[7] = ['root', 'root-pass-1']
    bad[9] = ['csv9', 'pass-9-xyz', 'csv8@school.example', '', 'maybe']
    bad[12] = ['', 'x-pass-12']
    const verdict = await check({ users: bad })
    expect(verdict.body.data).toMatchObject({ valid: 25, invalid: 5 })
    const problems = new Map(verdict.body.data!.rows.map((r) => [r.index, r.problems]))
    expect(problems.get(3)).toEqual(['accounts.login.passwordLength'])
    expect(problems.get(7)).toEqual(['accounts.register.usernameExists'])
    expect(problems.get(9)).toEqual(['admin.import.badGender', 'admin.import.duplicateEmail'])
    expect(problems.get(8)).toEqual(['admin.import.duplicateEmail'])
    expect(problems.get(12)).toEqual(['accounts.login.usernameRequired'])

    const before = await users()
    const refused = await insert({ users: bad })
    expect(refused.httpStatus).toBe(400)
    expect(refused.body.msg).toBe('5 rows cannot be imported (see each row); nothing was imported')
    expect(refused.body.data?.rows.map((r) => r.index)).toEqual([3, 7, 8, 9, 12])
    expect(await users()).toBe(before)

    expect((await insert({ users: good })).body).toMatchObject({ status: 200, data: null })
    expect(await users()).toBe(before + 30)
    const [row] = await server.db.client.select().from(userInfo).where(eq(userInfo.username, 'csv1'))
    expect(row).toMatchObject({
      email: 'csv1@school.example',
      realname: '名字1',
      gender: 'female',
      school: 'No. 1 School',
      nickname: null,
    })
    expect((await loginAs('csv5', 'pass-5-xyz')).httpStatus).toBe(200)
    // The same file again: every row's name is taken now.
    expect((await check({ users: good })).body.data?.invalid).toBe(30)
  })

  it('refuses an empty import and more than 5000 rows', async () => {
    expect((await insert({ users: [] })).body.msg).toBe('The users to import cannot be empty')
    expect((await insert({})).httpStatus).toBe(400)
    expect((await insert({ users: rows(5001, 'big') })).httpStatus).toBe(400)
  })
})

describe('generated accounts', () => {
  const generate = (body: unknown) =>
    server.api<{ key: string; count: number }>('POST', '/ojapi/admin/user/generate-user', {
      token: root,
      body,
      headers: { 'Accept-Language': 'en' },
    })

  it('makes prefix+n+suffix accounts with random passwords of the length asked, listed in an xlsx', async () => {
    const made = await generate({
      prefix: 'team',
      suffix: 'x',
      number_from: 1,
      number_to: 30,
      password_length: 12,
    })
    expect(made.body.data?.count).toBe(30)
    const file = await server.request(`/ojapi/file/generate-user-excel?key=${made.body.data!.key}`, {
      headers: { Authorization: root },
    })
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toContain('spreadsheetml')
    const zip = unzipSync(new Uint8Array(await file.arrayBuffer()))
    const sheet = Object.entries(zip).find(([name]) => name.startsWith('xl/worksheets/'))
    const strings = zip['xl/sharedStrings.xml'] ? strFromU8(zip['xl/sharedStrings.xml']) : ''
    const text = `${strings}${sheet ? strFromU8(sheet[1]) : ''}`
    expect(text).toContain('team1x')
    expect(text).toContain('team30x')
    const password = /<t[^>]*>([^<]{12})<\/t>/.exec(text.slice(text.indexOf('team17x')))?.[1]
    expect(password).toBeDefined()
    expect((await loginAs('team17x', password!)).httpStatus).toBe(200)
    // Only with the key: a changed key opens nothing.
    const wrong = made.body.data!.key.replace(/.$/, (c) => (c === '0' ? '1' : '0'))
    expect(
      (
        await server.request(`/ojapi/file/generate-user-excel?key=${wrong}`, {
          headers: { Authorization: root },
        })
      ).status,
    ).toBe(404)
  })

  it('checks the range and the length, and makes nothing when a name is taken', async () => {
    expect((await generate({ number_from: 5, number_to: 4 })).body.msg).toBe(
      'The end number must not be below the start number',
    )
    expect((await generate({ number_from: 1, number_to: 2, password_length: 5 })).httpStatus).toBe(400)
    expect((await generate({ number_from: 1, number_to: 2, password_length: 26 })).httpStatus).toBe(400)
    expect((await generate({ number_from: 1, number_to: 1001 })).httpStatus).toBe(400)
    expect((await generate({ number_to: 3 })).body.msg).toBe(
      'The start number is required, a whole number from 0',
    )
    const before = await users()
    const taken = await generate({ prefix: 'team', suffix: 'x', number_from: 29, number_to: 31 })
    expect(taken.body.msg).toBe('These usernames exist already: team29x, team30x')
    expect(await users()).toBe(before)
    const long = await generate({ prefix: 'p'.repeat(18), number_from: 100, number_to: 100 })
    expect(long.httpStatus).toBe(400)
  })

  it('lets 25-character passwords log in', async () => {
    const made = await generate({ prefix: 'long', number_from: 1, number_to: 1, password_length: 25 })
    const file = await server.request(`/ojapi/file/generate-user-excel?key=${made.body.data!.key}`, {
      headers: { Authorization: root },
    })
    const zip = unzipSync(new Uint8Array(await file.arrayBuffer()))
    const text = Object.entries(zip)
      .map(([, bytes]) => strFromU8(bytes))
      .join('')
    const password = /<t[^>]*>([A-Za-z0-9]{25})<\/t>/.exec(text)?.[1]
    expect(password).toBeDefined()
    expect((await loginAs('long1', password!)).httpStatus).toBe(200)
  })
})
