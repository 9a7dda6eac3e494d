// The live half of the wire check: every HOJ call we serve is called on a running server the way
// HOJ's client calls it (HOJ's parameter names and JSON types, string display ids, null for the ids
// it has not got, the Url-Type header, the token in Authorization), and the reply's `data` is held
// against HOJ's reply type. The calls come from the served operations and hoj-wire.txt, the values
// from a table keyed by HOJ's parameter names: a module added later is called with no change here.
import { compareValue, type Mismatch } from './compare.ts'
import type { AllowEntry } from './conformance.ts'
import { type WireCall, type WireSpec, wireType } from './hoj-wire.ts'

/** A value for a parameter or body field, by the JSON kind HOJ's type has there ('P1000' or 1). */
type Value = unknown
export interface Values {
  /** HOJ's parameter or field name → value, or `{ string: …, number: … }` by HOJ's JSON type. */
  readonly byName: Readonly<Record<string, Value>>
  /** Values for one call ('POST /check-contest-submissions-status'), before those by name. */
  readonly perCall?: Readonly<Record<string, Readonly<Record<string, Value>>>>
}

export interface LiveReport {
  readonly call: string
  /** 'conforms' | 'mismatch' (the data differs) | 'refused' (a refusal that is no shape problem) | 'failed' */
  readonly outcome: 'conforms' | 'mismatch' | 'refused' | 'failed'
  readonly status: number
  readonly msg: string
  readonly issues: ReadonlyArray<Mismatch>
  readonly excused: ReadonlyArray<Mismatch>
}

export interface LiveClient {
  readonly url: string
  /** The token to send; asked before every call (a call may have ended the session). */
  token(): Promise<string>
}

const KIND_KEYS = new Set(['string', 'number', 'boolean', 'array', 'object'])
const isByKind = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.keys(v).length > 0 &&
  Object.keys(v).every((k) => KIND_KEYS.has(k))

/** The value for `name` when HOJ's type there is `javaType`; undefined when the table has none. */
function valueFor(values: Values, spec: WireSpec, name: string, javaType: string, call?: string): Value {
  const own = call === undefined ? undefined : values.perCall?.[call]
  const table = own && name in own ? own : values.byName
  if (!(name in table)) return undefined
  const entry = table[name]
  if (!isByKind(entry)) return entry
  const kind = wireType(javaType, spec).kind
  return entry[kind === 'class' || kind === 'map' || kind === 'page' ? 'object' : kind]
}

/** The request HOJ's client would send for `call`: its query string and JSON body. */
function hojRequest(
  call: WireCall,
  spec: WireSpec,
  values: Values,
): { query: URLSearchParams; body: unknown; missing: ReadonlyArray<string> } {
  const query = new URLSearchParams()
  const missing: Array<string> = []
  let body: unknown
  const name = `${call.method} ${call.path}`
  for (const param of call.params) {
    if (param.in === 'file') {
      missing.push(`file:${param.name}`)
      continue
    }
    if (param.in === 'body') {
      const wire = wireType(param.type, spec)
      if (wire.kind === 'class') {
        const object: Record<string, unknown> = {}
        for (const [field, java] of spec.shapes.get(wire.name) ?? []) {
          const value = valueFor(values, spec, field, java, name)
          if (value !== undefined) object[field] = value
        }
        body = object
      } else {
        const value = valueFor(values, spec, 'body', param.type, name)
        if (value === undefined) missing.push('body')
        body = value
      }
      continue
    }
    const value = valueFor(values, spec, param.name, param.type, name)
    // HOJ's client (axios) leaves out a parameter that is null or undefined.
    if (value === undefined || value === null) {
      if (!param.optional) missing.push(param.name)
      continue
    }
    for (const v of Array.isArray(value) ? value : [value]) query.append(param.name, String(v))
  }
  return { query, body, missing }
}

const excusedBy = (allow: ReadonlyArray<AllowEntry>, call: string) => (m: Mismatch) =>
  allow.some(
    (a) =>
      a.call === call &&
      (a.field === '*' ||
        m.path === a.field ||
        m.path.startsWith(`${a.field}.`) ||
        m.path.startsWith(`${a.field}[`)),
  )

/**
 * The refusals of a request's shape (the platform's decoding messages, in English): a value of
 * HOJ's type that our schema does not take. A missing parameter is not one: HOJ's client sends
 * what the values table may not have.
 */
const SHAPE_REFUSAL = /^(Invalid parameter '|Invalid request: )/

/**
 * Calls `call` as HOJ's client does and checks the reply. A 5xx, or a 400 that refuses a value of
 * HOJ's type, is a failure; other refusals (no such thing, not allowed, a wrong old password, a
 * parameter the values table has none for) say nothing of the wire and are reported as refused.
 */
export async function callLive(
  client: LiveClient,
  call: WireCall,
  spec: WireSpec,
  values: Values,
  allow: ReadonlyArray<AllowEntry>,
): Promise<LiveReport> {
  const name = `${call.method} ${call.path}`
  const { query, body, missing } = hojRequest(call, spec, values)
  const base = { call: name, status: 0, issues: [], excused: [] }
  if (missing.length > 0)
    return { ...base, outcome: 'refused', msg: `not called: no value for ${missing.join(', ')}` }
  const method = call.method === 'ANY' ? 'GET' : call.method
  const qs = query.toString()
  const response = await fetch(`${client.url}/ojapi${call.path}${qs ? `?${qs}` : ''}`, {
    method,
    headers: {
      Authorization: await client.token(),
      'Url-Type': call.path.startsWith('/admin/') ? 'admin' : 'general',
      // English, to tell the platform's decoding refusals from the others.
      'Accept-Language': 'en',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  // HOJ's `void` calls write a file (a zip, a spreadsheet, a text) instead of CommonResult: a 200
  // that is not JSON is that file; a refusal is still the JSON envelope.
  const type = response.headers.get('content-type') ?? ''
  if (call.reply === 'void' && response.status === 200 && !type.includes('json')) {
    await response.arrayBuffer()
    return { ...base, outcome: 'conforms', status: 200, msg: `a file (${type})` }
  }
  const text = await response.text()
  let envelope: { status?: number; msg?: string; data?: unknown }
  try {
    envelope = JSON.parse(text) as typeof envelope
  } catch {
    return { ...base, outcome: 'failed', status: response.status, msg: `not JSON: ${text.slice(0, 80)}` }
  }
  const status = envelope.status ?? response.status
  const msg = envelope.msg ?? ''
  if (status !== 200) {
    const shape = status === 400 && SHAPE_REFUSAL.test(msg)
    return { ...base, outcome: status >= 500 || shape ? 'failed' : 'refused', status, msg }
  }
  const found = compareValue(spec, wireType(call.reply, spec), envelope.data)
  const excused = found.filter(excusedBy(allow, name))
  const issues = found.filter((m) => !excused.includes(m))
  return { call: name, outcome: issues.length ? 'mismatch' : 'conforms', status, msg, issues, excused }
}

/** HOJ calls first that only read, then those that change things, the session's end last. */
export function liveOrder(calls: ReadonlyArray<WireCall>): Array<WireCall> {
  const rank = (c: WireCall) =>
    /logout/.test(c.path)
      ? 4
      : c.method === 'DELETE'
        ? 3
        : c.method === 'GET' || c.method === 'ANY'
          ? 0
          : c.method === 'POST'
            ? 1
            : 2
  return [...calls].sort((a, b) => rank(a) - rank(b))
}
