import {
  AdminApi,
  BankApi,
  HomeApi,
  MarkdownApi,
  ProblemsApi,
  RanksApi,
  RemoteImportApi,
  ScopedProblemsApi,
  ScopedProblemsReviewApi,
  SubmissionsApi,
  TagAdminApi,
} from '@oj/problems-contract'
import type { AnyEndpoint } from '@oj/sdk/contract'
import { Db, DbError, type DbShape, Files, type HandlerSpec, type Router } from '@oj/sdk/server'
import { count } from 'drizzle-orm'
import { Effect, Logger, Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import problemsModule from '../src/index.ts'
import { problemCase } from '../src/submissions/tables.ts'
import { problem, problemTag, tag, tagClassification } from '../src/tables.ts'
import { allTags, tagsAndClassification } from '../src/tags.ts'
import { memoryFiles } from './memory-files.ts'
import { openProblemsDb } from './test-db.ts'

let db: DbShape
let close: () => Promise<void>

const files = memoryFiles()
const runWithDb = <A, E>(effect: Effect.Effect<A, E, unknown>) =>
  Effect.runPromise(
    (effect as Effect.Effect<A, E, Db | Files>).pipe(
      Effect.provideService(Db, db),
      Effect.provideService(Files, files),
    ),
  )

beforeAll(async () => {
  ;({ service: db, close } = await openProblemsDb())
  await runWithDb(problemsModule.seedDemo!)
  await db.client.insert(tag).values({ name: 'Implementation', color: '#000', oj: 'HDU' })
  await db.client.insert(tag).values({ name: 'Group tag', oj: 'ME', gid: 3 })
})
afterAll(() => close())

describe('seedDemo', () => {
  it('is idempotent', async () => {
    const sizes = async () =>
      Promise.all(
        [problem, tag, tagClassification, problemTag, problemCase].map(
          async (t) => (await db.client.select({ n: count() }).from(t))[0]!.n,
        ),
      )
    const before = await sizes()
    await runWithDb(problemsModule.seedDemo!)
    expect(await sizes()).toEqual(before)
    expect(before[0]).toBeGreaterThanOrEqual(20)
    // A+B has ten cases; every other demo problem at least its samples.
    expect(before[4]).toBeGreaterThanOrEqual(10 + 20)
  })
})

describe('tags', () => {
  it('lists public tags, of one source when asked', async () => {
    const everything = await allTags(db.client, undefined)
    expect(everything.map((t) => t.name)).toContain('Implementation')
    expect(everything.map((t) => t.name)).not.toContain('Group tag')
    expect((await allTags(db.client, 'Mine')).every((t) => t.oj === 'ME')).toBe(true)
    expect((await allTags(db.client, 'HDU')).map((t) => t.name)).toEqual(['Implementation'])
    expect(everything[0]).toEqual({
      id: expect.any(Number),
      name: 'Simulation',
      color: '#409EFF',
      oj: 'ME',
      gid: null,
      tcid: expect.any(Number),
      gmtCreate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      gmtModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
  })

  it('groups own tags by classification in rank order, unclassified last', async () => {
    const groups = await tagsAndClassification(db.client, undefined)
    expect(groups.map((g) => g.classification?.name ?? null)).toEqual([
      'Basics',
      'Algorithms',
      'Data structures',
      null,
    ])
    expect(groups[1]!.tagList.map((t) => t.name)).toEqual([
      'Greedy',
      'DP',
      'Graph',
      'Binary Search',
      'String',
    ])
    expect(groups[3]!.tagList.map((t) => t.name)).toEqual(['Classic'])
    const hdu = await tagsAndClassification(db.client, 'HDU')
    expect(hdu).toEqual([
      { classification: null, tagList: [expect.objectContaining({ name: 'Implementation' })] },
    ])
  })
})

describe('routes', () => {
  type Spec = HandlerSpec<AnyEndpoint, never>
  const handled = new Map<AnyEndpoint, Spec>()
  const router: Router = { handle: (endpoint, spec) => void handled.set(endpoint, spec as Spec) }
  problemsModule.routes!(router)

  const call = async (endpoint: AnyEndpoint, query: unknown) => {
    const { input } = await endpoint.schemas()
    const decoded = Schema.decodeUnknownSync(input as Schema.Codec<unknown, unknown>)(query)
    return runWithDb(handled.get(endpoint)!.handler(decoded))
  }

  it('serves every call of the contract through its descriptor, and nothing else', () => {
    const contract = [
      ProblemsApi,
      SubmissionsApi,
      RanksApi,
      HomeApi,
      AdminApi,
      BankApi,
      TagAdminApi,
      MarkdownApi,
      RemoteImportApi,
      ScopedProblemsApi,
      ScopedProblemsReviewApi,
    ].flatMap((api) => Object.values(api))
    expect(handled.size).toBe(contract.length)
    for (const endpoint of contract) expect(handled.has(endpoint), endpoint.path).toBe(true)
    for (const endpoint of [ProblemsApi.allProblemTags, ProblemsApi.problemList]) {
      expect(handled.get(endpoint)?.auth).toBe('anon')
    }
  })

  it('answers the list as HOJ’s Page', async () => {
    const page = (await call(ProblemsApi.problemList, { limit: '5', difficulty: '0' })) as Record<
      string,
      unknown
    >
    expect(Object.keys(page).sort()).toEqual(['current', 'pages', 'records', 'size', 'total'])
    expect(page).toMatchObject({ current: 1, size: 5 })
  })

  it('maps a database failure to the generic 500, logged', async () => {
    const broken: DbShape = {
      ...db,
      use: () => Effect.fail(new DbError({ cause: new Error('connection lost (expected by the test)') })),
    }
    const spec = handled.get(ProblemsApi.allProblemTags)!
    const exit = await Effect.runPromiseExit(
      Effect.provideService(spec.handler({}) as Effect.Effect<unknown, unknown, Db>, Db, broken).pipe(
        Effect.provide(Logger.layer([])),
      ),
    )
    expect(JSON.stringify(exit)).toContain('common.error.server')
  })
})

describe('module', () => {
  it('declares its web routes and nav entries', () => {
    expect(problemsModule.id).toBe('problems')
    expect(problemsModule.web).toMatchObject({
      routes: ['/problem', '/status', '/submission-detail', '/acm-rank', '/oi-rank'],
      nav: [
        { id: 'problems', label: 'problems.nav.problem', to: '/problem', order: 20 },
        { id: 'status', label: 'problems.nav.status', to: '/status', order: 50 },
        expect.objectContaining({ id: 'rank' }),
      ],
    })
    expect(Object.keys(problemsModule.messages!.en)).toEqual(Object.keys(problemsModule.messages!['zh-CN']))
  })
})
