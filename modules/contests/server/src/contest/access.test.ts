import {
  type Caller,
  Extensions,
  type ExtensionsShape,
  RequestContext,
  type ScopeOwner,
  type ScopeRole,
} from '@oj/sdk/server'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'

import { contestAdmin, enterContest, findContest } from './access.ts'
import type { ContestRow } from './policy.ts'

// A group contest's page asks the group (its scope owner) who the caller is once per request:
// finding the contest, entering it and the handler's own admin check share the answer; the next
// request asks again.

const GID = 7
const groupRoot: Caller = { uid: 'u-root5', username: 'root5', roles: [], permissions: [] }
const row = {
  id: 1,
  gid: GID,
  uid: 'u-author',
  visible: true,
  startTime: new Date(Date.now() + 3_600_000),
  endTime: new Date(Date.now() + 7_200_000),
} as unknown as ContestRow

const counting = () => {
  const asked = { count: 0 }
  const role: ScopeRole = { exists: true, see: true, admin: true, root: true, problemPrefix: '' }
  const owner: ScopeOwner = {
    role: () => Effect.sync(() => ((asked.count += 1), role)),
    visible: () => Effect.succeed(new Set([GID])),
    roots: () => Effect.succeed([groupRoot.uid]),
  }
  const extensions: ExtensionsShape = {
    get: <T>(_: unknown, key: string) =>
      (key === 'gid' ? { module: 'groups-stub', key, value: owner as T } : undefined) as never,
    all: () => [],
  }
  return { asked, extensions }
}

/** One request's calls of a group contest's page: find it, enter it, and check the admin again. */
const aRequest = Effect.gen(function* () {
  const found = yield* findContest(row.id, groupRoot, () => Effect.succeed(row))
  yield* enterContest(found, groupRoot)
  return yield* contestAdmin(groupRoot, found)
})

const inRequest = (extensions: ExtensionsShape) =>
  Effect.runPromise(
    aRequest.pipe(
      Effect.provideService(RequestContext, { caller: groupRoot, locale: 'en', ip: '127.0.0.1' }),
      Effect.provideService(Extensions, extensions),
    ) as Effect.Effect<boolean, unknown>,
  )

describe('the group of a group contest, asked once per request', () => {
  it('shares one answer among the calls of a request, and asks again in the next', async () => {
    const { asked, extensions } = counting()
    expect(await inRequest(extensions)).toBe(true)
    expect(asked.count).toBe(1)
    expect(await inRequest(extensions)).toBe(true)
    expect(asked.count).toBe(2)
  })
})
