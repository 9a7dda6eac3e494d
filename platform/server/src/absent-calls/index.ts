import { API_PREFIX, endpoint, type HttpMethod } from '@oj/sdk'
import { type AuthRule, defineServerModule } from '@oj/sdk/server'
import { Effect, Schema } from 'effect'

import type { RouteEntry } from '../http/router.ts'
import { StartupError } from '../startup-error.ts'
import table from './empty-replies.json' with { type: 'json' }

/** The owner of the empty answers, in the route table and the API document. */
const ABSENT_CALLS_ID = 'absent-modules'

interface EmptyReply {
  readonly method: HttpMethod
  readonly path: string
  readonly auth: AuthRule
  readonly empty: unknown
}

/** A row of api-surface.txt: 'GET    /ojapi/get-recent-contest | AnonApi | -'. */
function readRow(row: string, empty: unknown): EmptyReply {
  const [call = '', who = ''] = row.split('|').map((part) => part.trim())
  const match = /^(GET|POST|PUT|DELETE)\s+(\S+)$/.exec(call)
  if (!match || !(match[2] as string).startsWith(API_PREFIX))
    throw new StartupError(`absent-calls: cannot read the api-surface row '${row}'`)
  return {
    method: match[1] as HttpMethod,
    path: (match[2] as string).slice(API_PREFIX.length),
    auth: who === 'AnonApi' || who === '-' ? 'anon' : 'login',
    empty,
  }
}

/** The schema of an empty reply, read off the value itself (a list of anything, an object of its fields). */
function schemaOf(value: unknown): Schema.Top {
  if (Array.isArray(value)) return Schema.Array(Schema.Unknown)
  if (value === null) return Schema.Null
  if (typeof value === 'object') {
    const fields: Record<string, Schema.Top> = {}
    for (const [key, v] of Object.entries(value)) fields[key] = schemaOf(v)
    return Schema.Struct(fields)
  }
  if (typeof value === 'number') return Schema.Number
  if (typeof value === 'boolean') return Schema.Boolean
  return Schema.String
}

const rows: ReadonlyArray<EmptyReply> = table.calls.map((c) => readRow(c.row, c.empty))

/**
 * The built-in plugin that keeps other screens working while a module is off: each call of
 * empty-replies.json that no enabled module (nor the platform) serves answers its empty reply.
 * The list is data; the plugin knows no module.
 */
export function absentCallsModule(served: ReadonlyArray<RouteEntry>) {
  const taken = new Set(served.flatMap((r) => r.methods.map((m) => `${m} ${r.path}`)))
  const missing = rows.filter((r) => !taken.has(`${r.method} ${r.path}`))
  return defineServerModule({
    id: ABSENT_CALLS_ID,
    requires: [],
    routes: (api) => {
      for (const row of missing) {
        const schemas = { input: Schema.Struct({}), output: schemaOf(row.empty) }
        const descriptor = endpoint(
          row.method,
          row.path,
          () => Promise.resolve(schemas),
          (s) => s,
          {
            summary: 'Answers empty: no enabled module serves this call',
          },
        )
        api.handle(descriptor, { auth: row.auth, handler: () => Effect.succeed(row.empty) })
      }
    },
  })
}
