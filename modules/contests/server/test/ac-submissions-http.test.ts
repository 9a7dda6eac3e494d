import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { JudgeStatus as S } from '@oj/sdk'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { addContest, contestsHarness, HOUR } from './harness.ts'

// GET /file/download-contest-ac-submission: the contest's admins get a zip of the code submitted
// during the contest, a folder per user or per problem (HOJ's names), checked with unzip itself.

let other: string
let acm: number
let oi: number
const dir = mkdtempSync(join(tmpdir(), 'ac-zip-'))

const { h } = contestsHarness({
  setup: async () => {
    const uid = await h.server.createUser({
      username: 'other-admin',
      password: 'other-pass',
      roles: ['admin'],
    })
    expect(uid).toBeTruthy()
    other = await h.server.login('other-admin', 'other-pass')
    acm = await addContest(h, { startIn: -2 * HOUR, length: 4 * HOUR })
    oi = await addContest(h, { startIn: -2 * HOUR, length: 4 * HOUR, type: 1 })
    const t1 = at(-90 * 60_000)
    const t2 = at(-60 * 60_000)
    await submission(acm, 'alice', 'A', S.accepted, t1, 'C++ 17', 'int main(){return 1;}')
    await submission(acm, 'alice', 'A', S.accepted, t2, 'C++ 17', 'int main(){return 2;}')
    await submission(acm, 'alice', 'B', S.wrongAnswer, t2, 'Python3', 'print(1)')
    await submission(acm, 'bob', 'B', S.accepted, t2, 'Python3', 'print(2)')
    await submission(acm, 'chief', 'A', S.accepted, t1, 'Java', 'class Main {}')
    await submission(acm, 'author', 'A', S.accepted, t1, 'Golang', 'package main')
    // Before the contest started: not in the archive.
    await submission(acm, 'bob', 'A', S.accepted, at(-3 * HOUR), 'C', 'early')
    await submission(oi, 'alice', 'A', S.wrongAnswer, t1, 'C', 'first', 40)
    await submission(oi, 'alice', 'A', S.partialAccepted, t2, 'C', 'second', 70)
    await submission(oi, 'bob', 'B', S.pending, t2, 'C', 'unjudged', null)
  },
})

const at = (ms: number) => new Date(Date.now() + ms)

async function submission(
  cid: number,
  who: 'alice' | 'bob' | 'chief' | 'author',
  displayId: 'A' | 'B',
  status: number,
  when: Date,
  language: string,
  code: string,
  score: number | null = null,
) {
  const pid = h.pids[displayId.charCodeAt(0) - 65]!
  const uid = h.uids[who]
  await h.server.db.client.execute(sql`
    insert into problems.submission (pid, display_pid, display_id, uid, username, cid, status, score,
      length, language, code, priority, family, submit_time)
    values (${pid}, 'CT', ${displayId}, ${uid}, ${who}, ${cid}, ${status}, ${score}, ${code.length},
      ${language}, ${code}, 'contest', 'contests-test', ${when})`)
}

async function download(query: string, token?: string) {
  const response = await h.server.request(`/ojapi/file/download-contest-ac-submission?${query}`, {
    headers: { 'Accept-Language': 'en', ...(token ? { Authorization: token } : {}) },
  })
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
    disposition: response.headers.get('content-disposition'),
  }
}

/** The archive's entry names as `unzip -Z1` lists them, and one entry's text (`unzip -p`). */
function unzip(bytes: Buffer, name: string) {
  const file = join(dir, `${name}.zip`)
  writeFileSync(file, bytes)
  execFileSync('unzip', ['-tq', file]) // the archive's checksums hold
  const entries = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n').filter(Boolean)
  const text = (entry: string) => execFileSync('unzip', ['-p', file, entry], { encoding: 'utf8' })
  return { entries: entries.sort(), text }
}

const stampOf = (d: Date) => d.toISOString().replace(/[-:T]/g, '').slice(0, 14)

describe('the zip of a contest’s accepted submissions', { timeout: 60_000 }, () => {
  it('splits an ACM contest’s accepted code by user, every accepted submission named by its time', async () => {
    const reply = await download(`cid=${acm}&splitType=user`, h.tokens.author)
    expect([reply.status, reply.type]).toEqual([200, 'application/zip'])
    expect(reply.disposition).toMatch(new RegExp(`filename="contest_${acm}_\\d+\\.zip"`))
    const { entries, text } = unzip(reply.bytes, 'acm-user')
    const rows = await h.server.db.client.execute(
      sql`select username, display_id, submit_time from problems.submission where cid = ${acm} and status = 0 order by submit_time`,
    )
    const times = (rows as unknown as { rows: Array<{ username: string; submit_time: string | Date }> }).rows
    const t = (who: string, i = 0) =>
      stampOf(new Date(times.filter((r) => r.username === who)[i]!.submit_time))
    expect(entries).toEqual(
      [
        'alice/',
        `alice/A_(${t('alice', 0)}).cpp`,
        `alice/A_(${t('alice', 1)}).cpp`,
        'author/',
        `author/A_(${t('author')}).go`,
        'bob/',
        `bob/B_(${t('bob', 1)}).py`,
        'chief/',
        `chief/A_(${t('chief')}).java`,
      ].sort(),
    )
    expect(text(`alice/A_(${t('alice', 1)}).cpp`)).toBe('int main(){return 2;}')
  })

  it('splits by problem (a folder for every problem) and leaves the admins out when asked', async () => {
    const reply = await download(`cid=${acm}&splitType=problem&excludeAdmin=true`, h.tokens.author)
    expect(reply.status).toBe(200)
    const { entries } = unzip(reply.bytes, 'acm-problem')
    expect(entries.filter((e) => e.endsWith('/'))).toEqual(['A/', 'B/'])
    expect(entries.filter((e) => e.startsWith('A/') && e !== 'A/').map((e) => e.split('_(')[0])).toEqual([
      'A/alice',
      'A/alice',
    ])
    expect(entries.filter((e) => e.startsWith('B/') && e !== 'B/').map((e) => e.split('_(')[0])).toEqual([
      'B/bob',
    ])
  })

  it('keeps an OI contest’s last scored submission per user and problem, with its score', async () => {
    const reply = await download(`cid=${oi}&splitType=user`, h.tokens.root)
    expect(reply.status).toBe(200)
    const { entries, text } = unzip(reply.bytes, 'oi-user')
    expect(entries.length).toBe(2)
    expect(entries[0]).toBe('alice/')
    expect(entries[1]).toMatch(/^alice\/A_70_\(\d{14}\)\.c$/)
    expect(text(entries[1]!)).toBe('second')
  })

  it('is the contest’s admins’ only', async () => {
    expect((await download(`cid=${acm}`, h.tokens.alice)).status).toBe(403)
    expect((await download(`cid=${acm}`, other)).status).toBe(403)
    expect((await download(`cid=${acm}`)).status).toBe(401)
    expect((await download(`cid=999999`, h.tokens.root)).status).toBe(404)
    expect((await download(`cid=${acm}&splitType=folder`, h.tokens.root)).status).toBe(400)
    expect(readFileSync(join(dir, 'acm-user.zip')).length).toBeGreaterThan(0)
  })
})
