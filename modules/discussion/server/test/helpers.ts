import {
  startTestServer,
  TEST_ADMIN_PASSWORD,
  type TestServer,
  type TestServerOptions,
} from '@oj/platform-server/testing'
import { sql } from 'drizzle-orm'

import module from '../src/index.ts'

export const EN = { 'Accept-Language': 'en' }

export interface World {
  readonly server: TestServer
  readonly root: string
  /** Logs a new default user in; answers their token and uid. */
  user(name: string, roles?: ReadonlyArray<string>): Promise<{ token: string; uid: string }>
  /** Sets a site switch (or setting) as an administrator would. */
  setting(key: string, value: unknown): Promise<void>
  /** Moves a user's posts back in time (so the interval between posts has passed). */
  age(uid: string, seconds?: number): Promise<void>
  /** A category id made by root. */
  category(): Promise<number>
  /** A discussion posted by this token; answers its id. */
  post(token: string, fields?: Record<string, unknown>): Promise<number>
}

export async function startWorld(extra: NonNullable<TestServerOptions['modules']> = []): Promise<World> {
  const server = await startTestServer({ modules: [module, ...extra], log: () => {} })
  const root = await server.login('root', TEST_ADMIN_PASSWORD)
  let categoryId: number | undefined
  const world: World = {
    server,
    root,
    async user(name, roles) {
      const uid = await server.createUser({
        username: name,
        password: `${name}-password`,
        ...(roles ? { roles: roles as never } : {}),
      })
      return { uid, token: await server.login(name, `${name}-password`) }
    },
    async setting(key, value) {
      await server.db.client.execute(
        sql`insert into platform.site_config (key, value) values (${key}, ${JSON.stringify(value)}::jsonb)
            on conflict (key) do update set value = excluded.value`,
      )
    },
    async age(uid, seconds = 60) {
      const back = sql.raw(`interval '${seconds} seconds'`)
      await server.db.client.execute(
        sql`update discussion.discussion set gmt_create = gmt_create - ${back} where uid = ${uid}`,
      )
      await server.db.client.execute(
        sql`update discussion.comment set gmt_create = gmt_create - ${back} where from_uid = ${uid}`,
      )
      await server.db.client.execute(
        sql`update discussion.reply set gmt_create = gmt_create - ${back} where from_uid = ${uid}`,
      )
    },
    async category() {
      if (categoryId !== undefined) return categoryId
      const existing = await server.api<Array<{ id: number; name: string }>>(
        'GET',
        '/ojapi/discussion-category',
      )
      const saved = await server.api<Array<{ id: number }>>('POST', '/ojapi/discussion-category', {
        body: [...existing.body.data!, { name: 'General' }],
        token: root,
      })
      categoryId = saved.body.data!.at(-1)!.id
      return categoryId
    },
    async post(token, fields = {}) {
      const categoryId = fields['categoryId'] ?? (await world.category())
      const reply = await server.api<{ id: number }>('POST', '/ojapi/discussion', {
        body: {
          title: 'A title',
          description: 'A description',
          content: 'Some content',
          categoryId,
          ...fields,
        },
        token,
        headers: EN,
      })
      if (reply.httpStatus !== 200) throw new Error(`post failed: ${JSON.stringify(reply.body)}`)
      return reply.body.data!.id
    },
  }
  return world
}
