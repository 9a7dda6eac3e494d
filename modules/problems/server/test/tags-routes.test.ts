import { HomeRoutes, RankRoutes, Routes } from '@oj/problems-contract'
import { Db, DbError, type DbShape, Files, type Router, type RouteSpec } from '@oj/sdk/server'
import { count } from 'drizzle-orm'
import { Effect, Schema } from 'effect'
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
      classificationId: expect.any(Number),
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
  const specs = new Map<string, RouteSpec<unknown, unknown, never>>()
  const capture = <I, A>(path: string, spec: RouteSpec<I, A, never>) =>
    void specs.set(path, spec as unknown as RouteSpec<unknown, unknown, never>)
  const router: Router = {
    handle: () => undefined,
    get: capture,
    post: capture,
    put: capture,
    delete: capture,
    any: capture,
  }
  problemsModule.routes!(router)

  const call = async (path: string, query: unknown) => {
    const spec = specs.get(path)!
    const input = Schema.decodeUnknownSync(spec.input as Schema.Codec<unknown, unknown>)(query)
    return runWithDb(spec.handler(input))
  }

  it('registers the three anonymous list calls with their input schemas', () => {
    for (const path of [Routes.allProblemTags, Routes.problemList, Routes.tagsAndClassification]) {
      expect(specs.get(path)?.auth).toBe('anon')
      expect(specs.get(path)?.input).toBeDefined()
    }
  })

  it('registers every call of the contract', () => {
    const contract = [...Object.values(Routes), ...Object.values(HomeRoutes), ...Object.values(RankRoutes)]
    expect([...specs.keys()].sort()).toEqual([...new Set(contract)].sort())
  })

  it('answers the list as {records,total,current,size}', async () => {
    const page = (await call(Routes.problemList, { limit: '5', difficulty: '0' })) as Record<string, unknown>
    expect(Object.keys(page).sort()).toEqual(['current', 'records', 'size', 'total'])
    expect(page).toMatchObject({ current: 1, size: 5 })
  })

  it('rejects bad input through the contract schema, naming the field', () => {
    const input = specs.get(Routes.problemList)!.input as Schema.Codec<unknown, unknown>
    expect(() => Schema.decodeUnknownSync(input)({ difficulty: '9' })).toThrow(/difficulty/)
    expect(() => Schema.decodeUnknownSync(input)({ keyword: 'k'.repeat(101) })).toThrow(/keyword/)
    expect(() => Schema.decodeUnknownSync(input)({ tagId: 'x' })).toThrow(/tagId/)
  })

  it('maps a database failure to a 500 with the module message', async () => {
    const broken: DbShape = {
      ...db,
      use: () => Effect.fail(new DbError({ cause: new Error('connection lost (expected by the test)') })),
    }
    const spec = specs.get(Routes.allProblemTags)!
    const exit = await Effect.runPromiseExit(
      Effect.provideService(spec.handler({}) as Effect.Effect<unknown, unknown, Db>, Db, broken),
    )
    expect(JSON.stringify(exit)).toContain('problems.error.queryFailed')
  })
})

describe('module', () => {
  it('declares its web routes and nav entry', () => {
    expect(problemsModule.id).toBe('problems')
    expect(problemsModule.web).toEqual({
      routes: ['/problem', '/status', '/submission-detail', '/acm-rank', '/oi-rank'],
      nav: [{ id: 'problems', label: 'nav.problem', to: '/problem', order: 20 }],
    })
    expect(Object.keys(problemsModule.messages!.en)).toEqual(Object.keys(problemsModule.messages!['zh-CN']))
  })
})
