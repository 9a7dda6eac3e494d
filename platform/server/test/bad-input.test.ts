import { endpoint } from '@oj/sdk/contract'
import { Db, dbQuery, dbTransaction, defineServerModule } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'
import { Effect, Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../src/testing/index.ts'

// Bad input is a 400 that says what is wrong, never a 500 and never a half-written change: NUL
// characters (Postgres refuses them in text), numbers past a column's range, forms that cannot be
// read, and values the database refuses whichever way a route reached it.

const schemas = () =>
  Promise.resolve({
    Text: Schema.Struct({ text: Schema.String, list: Schema.optional(Schema.Array(Schema.String)) }),
    Number: Schema.Struct({ n: Schema.String }),
    Nothing: Schema.Null,
  })

const ProbeApi = {
  text: endpoint('POST', '/probe/text', schemas, (s) => ({ input: s.Text, output: s.Nothing }), {
    summary: 'Stores a text',
    also: ['GET'],
  }),
  query: endpoint('GET', '/probe/query', schemas, (s) => ({ input: s.Number, output: s.Nothing }), {
    summary: 'Casts n to int4 through dbQuery',
  }),
  raw: endpoint('GET', '/probe/raw', schemas, (s) => ({ input: s.Number, output: s.Nothing }), {
    summary: "Casts n to int4 through the Db service's own use",
  }),
  twoRows: endpoint('POST', '/probe/two-rows', schemas, (s) => ({ input: s.Number, output: s.Nothing }), {
    summary: 'Writes a good row, then n, in one transaction',
  }),
}

const probe = defineServerModule({
  id: 'probe',
  requires: [],
  routes: (api) => {
    api.handle(ProbeApi.text, {
      auth: 'anon',
      handler: ({ text }) =>
        dbQuery((db) => db.execute(sql`INSERT INTO probe_rows (n, text) VALUES (0, ${text})`)).pipe(
          Effect.as(null),
        ),
    })
    api.handle(ProbeApi.query, {
      auth: 'anon',
      handler: ({ n }) => dbQuery((db) => db.execute(sql`SELECT ${n}::int4`)).pipe(Effect.as(null)),
    })
    api.handle(ProbeApi.raw, {
      auth: 'anon',
      handler: ({ n }) =>
        Effect.gen(function* () {
          const db = yield* Db
          // A service that treats a driver failure as a defect, as platform services do.
          yield* db.use((client) => client.execute(sql`SELECT ${n}::int4`)).pipe(Effect.orDie)
          return null
        }),
    })
    api.handle(ProbeApi.twoRows, {
      auth: 'anon',
      handler: ({ n }) =>
        dbTransaction(async (tx) => {
          await tx.execute(sql`INSERT INTO probe_rows (n) VALUES (1)`)
          await tx.execute(sql`INSERT INTO probe_rows (n) VALUES (${n}::int4)`)
          return null
        }),
    })
  },
})

describe('bad input', { timeout: 60_000 }, () => {
  let server: TestServer
  const logged: Array<string> = []
  const en = { 'Accept-Language': 'en' }
  const rows = async () =>
    Number(
      (
        (await server.db.client.execute(sql`SELECT count(*)::int AS n FROM probe_rows`)) as unknown as {
          rows: Array<{ n: number }>
        }
      ).rows[0]?.n,
    )

  beforeAll(async () => {
    server = await startTestServer({ modules: [probe], log: (m) => logged.push(m) })
    await server.db.client.execute(sql`CREATE TABLE probe_rows (n int4 NOT NULL, text text)`)
  })
  afterAll(() => server?.close())

  it('refuses a NUL character in any text, naming the field', async () => {
    const body = await server.api('POST', '/ojapi/probe/text', { body: { text: 'a\u0000b' }, headers: en })
    expect(body.httpStatus).toBe(400)
    expect(body.body.msg).toBe("Parameter 'text' holds a NUL character, which is not accepted")
    const nested = await server.api('POST', '/ojapi/probe/text', {
      body: { text: 'ok', list: ['x', '\u0000'] },
      headers: en,
    })
    expect(nested.body.msg).toBe("Parameter 'list[1]' holds a NUL character, which is not accepted")
    const query = await server.api('GET', '/ojapi/probe/text?text=a%00b', { headers: en })
    expect(query.httpStatus).toBe(400)
    expect(query.body.msg).toContain("'text'")
    const key = await server.api('POST', '/ojapi/probe/text', { body: { text: 'ok', 'k\u0000': 1 } })
    expect(key.httpStatus).toBe(400)
    expect(await rows()).toBe(0)
    // Other unusual text is stored as sent.
    expect((await server.api('POST', '/ojapi/probe/text', { body: { text: '😀\u202e' } })).httpStatus).toBe(
      200,
    )
  })

  it('refuses a form it cannot read with a 400', async () => {
    for (const [type, body] of [
      ['multipart/form-data', 'x'],
      ['multipart/form-data; boundary=B', '--B\r\nContent-Disposition: form-data; name="text"\r\n\r\nab'],
    ] as const) {
      const response = await server.request('/ojapi/probe/text', {
        method: 'POST',
        headers: { 'Content-Type': type, ...en },
        body,
      })
      expect(response.status, type).toBe(400)
      expect(((await response.json()) as { msg: string }).msg).toBe('The request body is not a valid form')
    }
  })

  it('answers a value the database refuses with a 400, through dbQuery or a route’s own Db use', async () => {
    logged.length = 0
    for (const path of ['/ojapi/probe/query', '/ojapi/probe/raw']) {
      for (const n of ['2147483648', '-2147483649', 'abc']) {
        const reply = await server.api('GET', `${path}?n=${n}`, { headers: en })
        expect(reply.httpStatus, `${path} ${n}`).toBe(400)
        expect(reply.body.msg).toBe('A value of the request is out of range or not valid text')
      }
    }
    expect((await server.api('GET', '/ojapi/probe/query?n=7')).httpStatus).toBe(200)
    expect(logged.join('\n')).not.toMatch(/failed/)
  })

  it('writes nothing of a transaction a refused value stops', async () => {
    const before = await rows()
    const reply = await server.api('POST', '/ojapi/probe/two-rows', { body: { n: '9223372036854775808' } })
    expect(reply.httpStatus).toBe(400)
    expect(await rows()).toBe(before)
    expect((await server.api('POST', '/ojapi/probe/two-rows', { body: { n: '5' } })).httpStatus).toBe(200)
    expect(await rows()).toBe(before + 2)
  })
})
