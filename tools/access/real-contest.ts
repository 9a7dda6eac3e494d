// The contests module's contest for the role table, when that module is installed: it replaces the
// stand-in (both would contribute the 'cid' scope). Written straight into the module's tables: cid 1,
// a public ACM contest by the `admin` caller (so that the author and root administer it, as spec 2 §6
// says) whose problem 'A' is the given pid; cid 2 a private one with a password. The state a case asks
// for moves the contests' times around the present.
import type { TestServer } from '@oj/platform-server/testing'
import { sql } from 'drizzle-orm'

export type ContestState = 'scheduled' | 'running' | 'ended'

const HOUR = 3_600_000

export async function addRealContests(
  server: TestServer,
  author: { readonly uid: string; readonly username: string },
  pid: number,
): Promise<{ readonly privateCid: number }> {
  for (const [id, auth] of [
    [1, 0],
    [2, 1],
  ] as const) {
    await server.db.client.execute(sql`
      insert into contests.contest (id, uid, author, title, type, auth, pwd, start_time, end_time)
      values (${id}, ${author.uid}, ${author.username}, ${`Access contest ${id}`}, 0, ${auth},
        ${auth ? 'access-pass' : null}, now() - interval '1 hour', now() + interval '1 hour')`)
    await server.db.client.execute(sql`
      insert into contests.contest_problem (cid, pid, display_id, display_title) values (${id}, ${pid}, 'A', 'Access A')`)
  }
  return { privateCid: 2 }
}

/** Moves the contests' times: not started yet, running, or over. */
export async function setRealContestState(server: TestServer, state: ContestState): Promise<void> {
  const now = Date.now()
  const [start, end] =
    state === 'scheduled'
      ? [now + HOUR, now + 2 * HOUR]
      : state === 'running'
        ? [now - HOUR, now + HOUR]
        : [now - 2 * HOUR, now - HOUR]
  await server.db.client.execute(
    sql`update contests.contest set start_time = ${new Date(start)}, end_time = ${new Date(end)}`,
  )
}
