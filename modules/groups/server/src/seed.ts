import { GroupAuth, MemberAuth } from '@oj/groups-contract'
import { dbQuery, dbTransaction, Users } from '@oj/sdk/server'
import { Effect } from 'effect'

import { announcement, group, member } from './tables.ts'

// npm start's demo data: a public group and a private one (invitation code `demo26`), owned by root,
// each with an announcement. Idempotent: nothing is added once a group exists.

const DEMO = [
  {
    name: 'Algorithm Club',
    shortName: 'ALGOC',
    brief: 'Weekly problems and contests, open to all',
    description:
      'The **algorithm club**: a problem set each week, a contest each month. Join freely and say hello in the discussion.',
    auth: GroupAuth.public,
    code: null,
    announcement: {
      title: 'Welcome to the club',
      content: 'The first problem set opens on Monday. Ask in the discussion when you are stuck.',
    },
  },
  {
    name: 'Class of 2026',
    shortName: 'CLS26',
    brief: 'The private class group: apply with the code',
    description:
      'The class group of 2026. Apply with the invitation code **demo26** given in class and a reason.',
    auth: GroupAuth.private,
    code: 'demo26',
    announcement: {
      title: 'Homework 1',
      content: 'Solve the group problems before Friday; the rank shows who did.',
    },
  },
] as const

export const seedGroups = Effect.gen(function* () {
  const [any] = yield* dbQuery((db) => db.select({ id: group.id }).from(group).limit(1))
  if (any) return
  const root = (yield* (yield* Users).byUsernames(['root'])).get('root')
  const owner = { uid: root?.uid ?? 'demo', username: root?.username ?? 'root' }
  yield* dbTransaction(async (tx) => {
    for (const g of DEMO) {
      const [row] = await tx
        .insert(group)
        .values({
          name: g.name,
          shortName: g.shortName,
          brief: g.brief,
          description: g.description,
          auth: g.auth,
          code: g.code,
          owner: owner.username,
          ownerUid: owner.uid,
        })
        .returning({ id: group.id })
      const gid = row!.id
      await tx.insert(member).values({ gid, uid: owner.uid, username: owner.username, auth: MemberAuth.root })
      await tx
        .insert(announcement)
        .values({ gid, ...g.announcement, uid: owner.uid, username: owner.username })
    }
  })
})
