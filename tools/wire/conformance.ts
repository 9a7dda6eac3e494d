// The wire check of every HOJ call we serve: our descriptor's input and output schemas (as the
// OpenAPI document states them) against hoj-wire.txt's parameters and reply types.
import { Comparer, type Mismatch } from './compare.ts'
import { type WireCall, type WireSpec, wireType } from './hoj-wire.ts'

type Json = Record<string, unknown>

export interface AllowEntry {
  readonly call: string
  /** The field path the entry excuses (and everything under it); '*' for the whole call. */
  readonly field: string
  readonly reason: string
}

export interface CallReport {
  readonly call: string
  readonly served: boolean
  /** Served by the platform's empty answer for a module that is off (owner 'absent-modules'). */
  readonly empty: boolean
  readonly issues: ReadonlyArray<Mismatch & { readonly side: 'input' | 'output' }>
  /** Issues an allow-list entry excuses. */
  readonly excused: ReadonlyArray<Mismatch & { readonly side: 'input' | 'output' }>
}

/** The owner of the platform's empty answers for calls of modules that are off. */
const EMPTY_ANSWERS = 'absent-modules'

const callName = (call: WireCall) => `${call.method} ${call.path}`

/** The operation our document has for a HOJ call: its method, or GET for HOJ's ANY. */
function operation(doc: Json, call: WireCall): Json | undefined {
  const path = `/ojapi${call.path}`
  const ops = (doc['paths'] as Record<string, Record<string, Json>>)[path]
  return ops?.[call.method === 'ANY' ? 'get' : call.method.toLowerCase()]
}

function inputSchema(op: Json): { query: Record<string, Json>; body: Json | undefined } {
  const query: Record<string, Json> = {}
  for (const p of (op['parameters'] ?? []) as Array<Json>)
    query[String(p['name'])] = (p['schema'] ?? {}) as Json
  const body = ((op['requestBody'] as Json | undefined)?.['content'] as Json | undefined)?.[
    'application/json'
  ] as Json | undefined
  return { query, body: body?.['schema'] as Json | undefined }
}

/** The names our input requires: required query parameters (not path ones) and body fields. */
function requiredInputs(op: Json, comparer: Comparer): Array<string> {
  const names = ((op['parameters'] ?? []) as Array<Json>)
    .filter((p) => p['required'] === true && p['in'] === 'query')
    .map((p) => String(p['name']))
  const body = ((op['requestBody'] as Json | undefined)?.['content'] as Json | undefined)?.[
    'application/json'
  ] as Json | undefined
  if (body?.['schema']) names.push(...((comparer.resolve(body['schema'])['required'] ?? []) as Array<string>))
  return names
}

function outputSchema(op: Json): Json | undefined {
  const ok = (op['responses'] as Json)['200'] as Json
  const schema = ((ok['content'] as Json | undefined)?.['application/json'] as Json | undefined)?.[
    'schema'
  ] as Json | undefined
  return (schema?.['properties'] as Json | undefined)?.['data'] as Json | undefined
}

export function checkCalls(doc: Json, spec: WireSpec, allow: ReadonlyArray<AllowEntry>): Array<CallReport> {
  const comparer = new Comparer(spec, ((doc['components'] as Json)['schemas'] ?? {}) as Record<string, Json>)
  return spec.calls.map((call) => {
    const name = callName(call)
    const op = operation(doc, call)
    if (!op) return { call: name, served: false, empty: false, issues: [], excused: [] }
    const empty = ((op['tags'] ?? []) as Array<string>).includes(EMPTY_ANSWERS)
    const found: Array<Mismatch & { side: 'input' | 'output' }> = []
    const { query, body } = inputSchema(op)
    for (const param of call.params) {
      if (param.in === 'file') continue
      if (param.in === 'body') {
        // The JSON body: ours must take HOJ's JSON (fields we declare, of HOJ's types).
        const schema = body ?? (Object.keys(query).length ? { type: 'object', properties: query } : undefined)
        if (!schema) {
          found.push({
            side: 'input',
            path: 'body',
            problem: `HOJ sends a body (${param.type}); ours takes none`,
          })
          continue
        }
        const wire = wireType(param.type, spec)
        if (wire.kind === 'class') {
          const props = (comparer.resolve(schema)['properties'] ?? {}) as Json
          for (const [field, java] of spec.shapes.get(wire.name) ?? []) {
            if (field in props) {
              const issues = comparer.compare(
                wireType(java, spec),
                props[field],
                `body.${field}`,
                new Set(),
                'input',
              )
              found.push(...issues.map((i) => ({ ...i, side: 'input' as const })))
            }
          }
        } else {
          found.push(
            ...comparer
              .compare(wire, schema, 'body', new Set(), 'input')
              .map((i) => ({ ...i, side: 'input' as const })),
          )
        }
        continue
      }
      // A query parameter arrives as text: ours must have it (when HOJ requires it) and take text.
      const schema =
        query[param.name] ??
        (body ? ((body['properties'] as Json | undefined)?.[param.name] as Json) : undefined)
      if (!schema) {
        if (!param.optional)
          found.push({ side: 'input', path: param.name, problem: `HOJ's required parameter is not taken` })
        continue
      }
      const kinds = comparer.kinds(schema)
      if (!kinds.has('any') && !kinds.has('string'))
        found.push({
          side: 'input',
          path: param.name,
          problem: `arrives as text; ours takes only ${[...kinds].join(' | ')}`,
        })
    }
    // What ours requires must be something HOJ's client sends: a parameter of the call or a field of
    // its body's class (a name of our own would refuse every HOJ request).
    const sent = new Set(call.params.filter((p) => p.in !== 'body').map((p) => p.name))
    for (const param of call.params.filter((p) => p.in === 'body')) {
      const wire = wireType(param.type, spec)
      if (wire.kind === 'class') for (const field of spec.shapes.get(wire.name)?.keys() ?? []) sent.add(field)
      else sent.add('*')
    }
    if (!sent.has('*'))
      for (const name of requiredInputs(op, comparer))
        if (!sent.has(name))
          found.push({
            side: 'input',
            path: name,
            problem: `ours requires it; HOJ's client does not send it`,
          })
    const data = outputSchema(op)
    if (data !== undefined) {
      const wire = wireType(call.reply, spec)
      found.push(...comparer.compare(wire, data).map((i) => ({ ...i, side: 'output' as const })))
    }
    const excuses = allow.filter((a) => a.call === name)
    const excused = found.filter((i) =>
      excuses.some(
        (a) =>
          a.field === '*' ||
          i.path === a.field ||
          i.path.startsWith(`${a.field}.`) ||
          i.path.startsWith(`${a.field}[`),
      ),
    )
    return { call: name, served: true, empty, issues: found.filter((i) => !excused.includes(i)), excused }
  })
}
