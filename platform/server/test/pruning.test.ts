import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { challenges, rateLimits } from '../src/accounts/guards/tables.ts'
import { verificationCodes } from '../src/accounts/registration/tables.ts'
import { loginFailures, loginLog, sessions } from '../src/accounts/sign-in/tables.ts'
import { userInfo } from '../src/accounts/users/tables.ts'
import { generatedAccounts } from '../src/admin/tables.ts'
import { homeCarousel } from '../src/carousel/tables.ts'
import { pruneOnce, pruneOrphanBlobs, startPruning } from '../src/pruning.ts'
import { startTestServer, type TestServer } from '../src/testing/index.ts'
import { stub } from './stubs.ts'

const MINUTE = 60_000
const ago = (ms: number) => new Date(Date.now() - ms)

describe('pruning the tables and folders that only grow', { timeout: 60_000 }, () => {
  let server: TestServer
  let uid = ''
  const dataDir = mkdtempSync(join(tmpdir(), 'oj-prune-'))
  beforeAll(async () => {
    server = await startTestServer({ modules: [stub] })
    uid = await server.createUser({ username: 'pruned', password: 'pruned-pass' })
  })
  afterAll(async () => {
    await server?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  /** Old and current rows of every pruned table, and old and new mail files. */
  async function fill(): Promise<void> {
    const db = server.db.client
    await db.delete(loginFailures)
    await db.insert(loginFailures).values([
      { username: 'old-failure', count: 5, lastFailedAt: ago(31 * MINUTE) },
      { username: 'new-failure', count: 5, lastFailedAt: ago(MINUTE) },
    ])
    await db.insert(sessions).values([
      { tokenHash: 'expired', uid, createdAt: ago(60 * MINUTE), expiresAt: ago(MINUTE) },
      { tokenHash: 'live', uid, createdAt: ago(MINUTE), expiresAt: new Date(Date.now() + 60 * MINUTE) },
    ])
    await db.insert(rateLimits).values([
      { bucket: 'test:old', hits: 3, windowStart: ago(25 * 60 * MINUTE) },
      { bucket: 'test:new', hits: 3, windowStart: ago(MINUTE) },
    ])
    await db.insert(challenges).values([
      { key: 'old-challenge', kind: 'captcha', answer: 'x', expiresAt: ago(MINUTE) },
      { key: 'new-challenge', kind: 'captcha', answer: 'x', expiresAt: new Date(Date.now() + MINUTE) },
    ])
    const code = { purpose: 'register', codeHash: 'h', email: 'a@b.c', sentAt: ago(20 * MINUTE) }
    await db.insert(verificationCodes).values([
      { ...code, target: 'old-code', expiresAt: ago(MINUTE) },
      { ...code, target: 'new-code', expiresAt: new Date(Date.now() + MINUTE) },
    ])
    const outbox = join(dataDir, 'outbox')
    mkdirSync(outbox, { recursive: true })
    for (const [name, days] of [
      ['old.json', 8],
      ['.old.tmp', 8],
      ['new.json', 1],
      ['keep.txt', 30],
    ] as const) {
      const path = join(outbox, name)
      writeFileSync(path, '{}')
      const when = ago(days * 24 * 60 * MINUTE)
      utimesSync(path, when, when)
    }
  }

  const left = async () => {
    const db = server.db.client
    return {
      loginFailures: (await db.select().from(loginFailures)).map((r) => r.username),
      sessions: (await db.select().from(sessions)).map((r) => r.tokenHash).filter((t) => t.length < 10),
      rateLimits: (await db.select().from(rateLimits))
        .map((r) => r.bucket)
        .filter((b) => b.startsWith('test:')),
      challenges: (await db.select().from(challenges))
        .map((r) => r.key)
        .filter((k) => k.endsWith('-challenge')),
      codes: (await db.select().from(verificationCodes))
        .map((r) => r.target)
        .filter((t) => t.endsWith('-code')),
      mails: readdirSync(join(dataDir, 'outbox')).sort(),
    }
  }

  it('drops sign-ins older than half a year and lists of generated accounts past their 30 minutes', async () => {
    const db = server.db.client
    await db.insert(loginLog).values([
      { uid, ip: 'old', gmtCreate: ago(200 * 24 * 60 * MINUTE) },
      { uid, ip: 'recent', gmtCreate: ago(MINUTE) },
    ])
    await db.insert(generatedAccounts).values([
      { id: 'gone', sealed: Buffer.from('x'), expiresAt: ago(MINUTE) },
      { id: 'waiting', sealed: Buffer.from('x'), expiresAt: new Date(Date.now() + 20 * MINUTE) },
    ])
    const pruned = await pruneOnce(db, dataDir)
    expect(pruned).toMatchObject({ logins: 1, generatedLists: 1 })
    expect(
      (await db.select({ ip: loginLog.ip }).from(loginLog).where(eq(loginLog.uid, uid))).map((r) => r.ip),
    ).toEqual(['recent'])
    expect((await db.select({ id: generatedAccounts.id }).from(generatedAccounts)).map((r) => r.id)).toEqual([
      'waiting',
    ])
  })

  it('removes what no longer counts and keeps the rest', async () => {
    await fill()
    const pruned = await pruneOnce(server.db.client, dataDir)
    expect(pruned).toMatchObject({ loginFailures: 1, challenges: 1, codes: 1, mails: 2 })
    expect(pruned.sessions).toBeGreaterThanOrEqual(1)
    expect(pruned.rateLimits).toBeGreaterThanOrEqual(1)
    expect(await left()).toEqual({
      loginFailures: ['new-failure'],
      sessions: ['live'],
      rateLimits: ['test:new'],
      challenges: ['new-challenge'],
      codes: ['new-code'],
      mails: ['keep.txt', 'new.json'],
    })
  })

  it('runs as a job: a round at start, then every interval, stopped cleanly', async () => {
    await server.db.client.delete(sessions)
    await server.db.client.delete(rateLimits)
    await server.db.client.delete(challenges)
    await server.db.client.delete(verificationCodes)
    rmSync(join(dataDir, 'outbox'), { recursive: true, force: true })
    await fill()
    const job = startPruning(server.db.client, dataDir, { everyMs: 60 * MINUTE })
    await job.stop()
    expect((await left()).loginFailures).toEqual(['new-failure'])
    expect((await left()).mails).toEqual(['keep.txt', 'new.json'])
  })

  it('removes blobs no one names, once past their grace period; none while a module does not say', async () => {
    const files = join(dataDir, 'files')
    const blob = (name: string, days: number) => {
      const hash = createHash('sha256').update(name).digest('hex')
      mkdirSync(join(files, hash.slice(0, 2)), { recursive: true })
      const path = join(files, hash.slice(0, 2), hash.slice(2))
      writeFileSync(path, name)
      const when = ago(days * 24 * 60 * MINUTE)
      utimesSync(path, when, when)
      return hash
    }
    const orphan = blob('orphan', 3)
    const fresh = blob('fresh orphan', 1)
    const moduleData = blob('test data', 3)
    const avatar = blob('avatar', 3)
    const picture = blob('carousel', 3)
    await server.db.client
      .update(userInfo)
      .set({ avatar: `/ojapi/public/avatar/${avatar}.png` })
      .where(eq(userInfo.uuid, uid))
    await server.db.client.insert(homeCarousel).values({ hash: picture, url: '/ojapi/public/carousel' })
    const present = () =>
      readdirSync(files, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => basename(e.parentPath) + e.name)
        .sort()

    expect(await pruneOrphanBlobs(server.db.client, files, { unknown: 'a module does not say' })).toBe(0)
    expect(present()).toHaveLength(5)
    expect(await pruneOrphanBlobs(server.db.client, files, { hashes: new Set([moduleData]) })).toBe(1)
    expect(present()).toEqual([fresh, moduleData, avatar, picture].sort())
    expect(present()).not.toContain(orphan)
  })
})
