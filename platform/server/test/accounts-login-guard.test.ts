import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { RateRules } from '../src/accounts/guards/rate-limit.ts'
import { PUZZLE } from '../src/accounts/guards/slide-puzzle.ts'
import { challenges, rateLimits } from '../src/accounts/guards/tables.ts'
import { FAILURES_BEFORE_PUZZLE } from '../src/accounts/sign-in/login.ts'
import { loginFailures } from '../src/accounts/sign-in/tables.ts'
import { startTestServer, type TestServer } from '../src/testing/index.ts'
import { advanceClock, client } from './accounts-helpers.ts'
import { stub } from './stubs.ts'

interface Puzzle {
  puzzleKey: string
  background: string
  piece: string
  y: number
  width: number
  pieceSize: number
}

describe('accounts: slide puzzle after 100 failures, login rate limits', { timeout: 60_000 }, () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ modules: [stub] })
    await server.createUser({ username: 'dave', password: 'dave-pass' })
  })
  afterAll(() => server?.close())

  /** A puzzle and where its hole is (read where the server keeps it; a person reads the picture). */
  const puzzle = async (c: ReturnType<typeof client>) => {
    const reply = await c.get<Puzzle>('/get-slide-puzzle')
    const data = reply.body.data as Puzzle
    const [row] = await server.db.client
      .select()
      .from(challenges)
      .where(and(eq(challenges.key, data.puzzleKey), eq(challenges.kind, 'slide')))
    return { data, x: Number(row?.answer) }
  }
  const failTimes = (count: number) =>
    server.db.client
      .insert(loginFailures)
      .values({ username: 'dave', count, lastFailedAt: new Date() })
      .onConflictDoUpdate({ target: loginFailures.username, set: { count, lastFailedAt: new Date() } })

  it('draws a background with the hole and the piece as png images', async () => {
    const { data, x } = await puzzle(client(server))
    const decode = (url: string) => Buffer.from(url.replace(/^data:image\/png;base64,/, ''), 'base64')
    const background = await sharp(decode(data.background)).raw().toBuffer({ resolveWithObject: true })
    expect([background.info.width, background.info.height]).toEqual([PUZZLE.width, PUZZLE.height])
    const piece = await sharp(decode(data.piece)).metadata()
    expect([piece.width, piece.height]).toEqual([PUZZLE.piece, PUZZLE.piece])
    // The hole is darker than the picture around it.
    const at = (px: number, py: number) => {
      const i = (py * PUZZLE.width + px) * background.info.channels
      return (background.data[i] ?? 0) + (background.data[i + 1] ?? 0) + (background.data[i + 2] ?? 0)
    }
    const centre = at(x + PUZZLE.piece / 2, data.y + PUZZLE.piece / 2)
    expect(x).toBeGreaterThan(0)
    expect(centre).toBeLessThan(3 * 255 * 0.36)
  })

  it(`accepts the x offset within ${PUZZLE.tolerance} px, once per puzzle`, async () => {
    const c = client(server)
    for (const delta of [-3, 0, 3]) {
      const { data, x } = await puzzle(c)
      const ok = await c.post<{ verifyProof: string }>('/check-slide-puzzle', {
        puzzleKey: data.puzzleKey,
        x: x + delta,
        username: 'dave',
      })
      expect(ok.httpStatus).toBe(200)
      expect(ok.body.data?.verifyProof.length).toBeGreaterThan(20)
      const again = await c.post('/check-slide-puzzle', { puzzleKey: data.puzzleKey, x, username: 'dave' })
      expect(again.body.msg).toBe('Verification failed, please try again')
    }
    for (const delta of [-4, 4]) {
      const { data, x } = await puzzle(c)
      const off = await c.post('/check-slide-puzzle', {
        puzzleKey: data.puzzleKey,
        x: x + delta,
        username: 'dave',
      })
      expect([off.httpStatus, off.body.msg]).toEqual([400, 'Verification failed, please try again'])
      // One try per puzzle: the right answer after a wrong one is too late.
      const late = await c.post('/check-slide-puzzle', { puzzleKey: data.puzzleKey, x, username: 'dave' })
      expect(late.httpStatus).toBe(400)
    }
  })

  it(`from ${FAILURES_BEFORE_PUZZLE} failures on, a login needs a fresh proof; success resets the count`, async () => {
    const c = client(server)
    await failTimes(FAILURES_BEFORE_PUZZLE)
    const login = (body: Record<string, unknown>) =>
      c.post('/login', { username: 'dave', password: 'dave-pass', ...body })
    const blocked = await login({})
    expect([blocked.httpStatus, blocked.body.msg]).toEqual([
      400,
      'Speed too fast, may be machine operation! Please verify again!',
    ])
    // The machine-readable signal the frame acts on, the same in every language.
    expect(blocked.body.data).toEqual({ needVerify: true })
    const zh = await client(server, { lang: 'zh-CN' }).post('/login', {
      username: 'dave',
      password: 'dave-pass',
    })
    expect([zh.httpStatus, zh.body.data]).toEqual([400, { needVerify: true }])
    const forged = await login({ verifyProof: 'forged-proof' })
    expect([forged.httpStatus, forged.body.data]).toEqual([400, { needVerify: true }])

    const solve = async (username = 'dave') => {
      const { data, x } = await puzzle(c)
      const body = { puzzleKey: data.puzzleKey, x, username }
      return (await c.post<{ verifyProof: string }>('/check-slide-puzzle', body)).body.data
        ?.verifyProof as string
    }
    // A proof solved for another account does not let this one in (and is spent).
    const othersProof = await solve('mallory')
    const borrowed = await login({ verifyProof: othersProof })
    expect([borrowed.httpStatus, borrowed.body.data]).toEqual([400, { needVerify: true }])
    // A proof with a wrong password: the password is still wrong, and the proof is spent.
    const spent = await solve()
    const wrong = await login({ password: 'not-davepw', verifyProof: spent })
    expect(wrong.body.msg).toBe('Please check your username or password')
    // Other refusals carry no signal.
    expect(wrong.body.data).toBeNull()
    const again = await login({ verifyProof: spent })
    expect([again.body.msg, again.body.data]).toEqual([
      'Speed too fast, may be machine operation! Please verify again!',
      { needVerify: true },
    ])
    // The name is matched without regard to case, as logins are.
    const ok = await login({ username: 'DAVE', verifyProof: await solve('Dave') })
    expect(ok.httpStatus).toBe(200)
    expect(
      await server.db.client.select().from(loginFailures).where(eq(loginFailures.username, 'dave')),
    ).toEqual([])
    expect((await login({})).httpStatus).toBe(200)
  })

  it(`limits logins per account (${RateRules.loginPerAccount.limit}/min) and per address (${RateRules.loginPerIp.limit}/min)`, async () => {
    await server.createUser({ username: 'erin', password: 'erin-pass' })
    const perAccount = RateRules.loginPerAccount.limit
    // From many addresses, one account: stopped at its limit, even with the right password.
    for (let i = 0; i < perAccount; i++)
      await client(server).post('/login', { username: 'erin', password: 'wrong-pass' })
    const locked = await client(server).post('/login', { username: 'ERIN', password: 'erin-pass' })
    expect(locked.httpStatus).toBe(429)
    expect(locked.body.msg).toMatch(/^Too many requests, please try again in \d+ s$/)
    const zh = await client(server, { lang: 'zh-CN' }).post('/login', {
      username: 'erin',
      password: 'erin-pass',
    })
    expect(zh.body.msg).toMatch(/^请求过于频繁，请在 \d+ 秒后再试$/)

    // From one address, many accounts: stopped at the address's limit.
    const c = client(server)
    const statuses = []
    for (let i = 0; i <= RateRules.loginPerIp.limit; i++) {
      statuses.push((await c.post('/login', { username: `user${i}`, password: 'wrong-pass' })).httpStatus)
    }
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('lets a lab behind one address log in at a contest’s start: right passwords do not count against the address', async () => {
    const n = RateRules.loginPerIp.limit + 5
    for (let i = 0; i < n; i++) await server.createUser({ username: `lab${i}`, password: `lab-pass-${i}` })
    const c = client(server)
    const statuses = []
    for (let i = 0; i < n; i++)
      statuses.push((await c.post('/login', { username: `lab${i}`, password: `lab-pass-${i}` })).httpStatus)
    expect(statuses.filter((s) => s !== 200)).toEqual([])
  })

  it(`limits wrong passwords per account an hour (${RateRules.guessesPerAccount.limit}), not only a minute`, async () => {
    await server.createUser({ username: 'frank', password: 'frank-pass' })
    await server.createUser({ username: 'gina', password: 'gina-pass' })
    const { limit } = RateRules.guessesPerAccount
    // As if the guesses had come 20 a minute for the past quarter hour: no minute's limit is reached.
    await server.db.client.insert(rateLimits).values({
      bucket: 'guess-user:frank',
      hits: limit - 1,
      windowStart: new Date(Date.now() - 15 * 60_000),
    })
    const last = await client(server).post('/login', { username: 'frank', password: 'wrong-pass' })
    expect(last.httpStatus).toBe(400)
    const locked = await client(server).post('/login', { username: 'Frank', password: 'frank-pass' })
    expect([locked.httpStatus, locked.body.msg]).toEqual([
      429,
      'Too many requests, please try again in 2700 s',
    ])
    // Right passwords do not count: another account's owner logs in as often as they like.
    for (let i = 0; i < 3; i++)
      await client(server).post('/login', { username: 'gina', password: 'gina-pass' })
    const [row] = await server.db.client
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.bucket, 'guess-user:gina'))
    expect(row).toBeUndefined()
    // The hour over, the owner gets in.
    advanceClock(46 * 60_000)
    try {
      expect(
        (await client(server).post('/login', { username: 'frank', password: 'frank-pass' })).httpStatus,
      ).toBe(200)
    } finally {
      vi.restoreAllMocks()
    }
  })
})
