// The site's solved-problem thresholds (HOJ's defaultCreateDiscussionACInitValue and
// defaultCreateCommentACInitValue), end to end: the discussion module asks the problems module's
// catalogue how many distinct problems a user has had accepted outside contests, and refuses a
// post or a comment (not a contest's) below the threshold; administrators are not held to it.
import { installedModules } from '@oj/platform-server'
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '@oj/platform-server/testing'
import { JudgeStatus } from '@oj/sdk'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let server: TestServer
let root: string
let categoryId: number

const EN = { 'Accept-Language': 'en' }
const setting = (key: string, value: number) =>
  server.db.client.execute(
    sql`insert into platform.site_config (key, value) values (${key}, ${JSON.stringify(value)}::jsonb)
        on conflict (key) do update set value = excluded.value`,
  )
const post = (token: string) =>
  server.api<{ id: number }>('POST', '/ojapi/discussion', {
    body: { title: 'A title', description: 'A description', content: 'Some content', categoryId },
    token,
    headers: EN,
  })
const comment = (token: string, did: number) =>
  server.api('POST', '/ojapi/comment', { body: { did, content: 'A comment' }, token, headers: EN })

/** Moves a user's posts a minute back, past the interval between two posts. */
async function age(uid: string): Promise<void> {
  await server.db.client.execute(
    sql`update discussion.comment set gmt_create = gmt_create - interval '60 seconds' where from_uid = ${uid}`,
  )
  await server.db.client.execute(
    sql`update discussion.discussion set gmt_create = gmt_create - interval '60 seconds' where uid = ${uid}`,
  )
}

async function accepted(uid: string, username: string, pid: number, cid = 0): Promise<void> {
  await server.db.client.execute(sql`
    insert into problems.submission
      (pid, display_pid, display_id, uid, username, cid, status, time, memory, length, language, code,
       priority, family)
    values (${pid}, ${'P' + pid}, ${cid ? 'A' : null}, ${uid}, ${username}, ${cid}, ${JudgeStatus.accepted},
       1, 1, 13, 'C', 'int main() {}', 'normal', 'thresholds')`)
}

beforeAll(async () => {
  server = await startTestServer({ modules: installedModules, log: () => {} })
  await server.seedDemo()
  root = await server.login('root', TEST_ADMIN_PASSWORD)
  const categories = await server.api<Array<{ id: number }>>('GET', '/ojapi/discussion-category')
  categoryId = categories.body.data![0]!.id
}, 120_000)
afterAll(() => server?.close())

describe('the solved-problem thresholds of posting', { timeout: 60_000 }, () => {
  it('hold a user below them back, count only problems accepted outside contests, and spare admins', async () => {
    const uid = await server.createUser({ username: 'newcomer', password: 'newcomer-password' })
    const token = await server.login('newcomer', 'newcomer-password')
    const did = (await post(root)).body.data!.id
    // the default asks for nothing
    expect((await comment(token, did)).httpStatus).toBe(200)

    await setting('defaultCreateDiscussionACInitValue', 2)
    await setting('defaultCreateCommentACInitValue', 1)
    const refused = await post(token)
    expect([refused.httpStatus, refused.body.msg]).toEqual([
      403,
      'Sorry, you cannot post yet: get at least 2 problems accepted first',
    ])
    const quiet = await comment(token, did)
    expect([quiet.httpStatus, quiet.body.msg]).toEqual([
      403,
      'Sorry, you cannot comment yet: get at least 1 problems accepted first',
    ])
    expect((await post(root)).httpStatus).toBe(200)

    const pids = await server.db.client.execute(sql`select id from problems.problem order by id limit 2`)
    const [first, second] = (pids as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id))
    // a contest's accepted runs and the same problem twice count for nothing more
    await accepted(uid, 'newcomer', first!, 1)
    expect((await comment(token, did)).httpStatus).toBe(403)
    await accepted(uid, 'newcomer', first!)
    await accepted(uid, 'newcomer', first!)
    await age(uid)
    expect((await comment(token, did)).httpStatus).toBe(200)
    expect((await post(token)).httpStatus).toBe(403)
    await accepted(uid, 'newcomer', second!)
    expect((await post(token)).httpStatus).toBe(200)
  })
})
