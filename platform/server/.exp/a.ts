import { Schema, SchemaIssue, Exit, Cause } from 'effect'
import { PagingQuery } from '@oj/sdk/server'
const S = Schema.Struct({ ...PagingQuery, name: Schema.String.pipe(Schema.check(Schema.isMaxLength(20))), n: Schema.optional(Schema.Number), arr: Schema.optional(Schema.Array(Schema.Struct({x: Schema.Int}))) })
const f = SchemaIssue.makeFormatterStandardSchemaV1()
for (const input of [{ limit: '500', name: 'x' }, { limit: 'abc', name: 'x' }, { name: 3 }, {}, { name: 'x'.repeat(30) }, {name:'a', n:'x'}, {name:'a', arr:[{x:1.5}]}, 5]) {
  const r = Schema.decodeUnknownExit(S)(input, { errors: 'all' })
  if (Exit.isFailure(r)) {
    const err = Cause.squash(r.cause) as any
    console.log(JSON.stringify(input), '=>', JSON.stringify(f(err.issue)))
  } else console.log('ok', r.value)
}
