import { type AnyEndpoint, API_PREFIX, pathParams } from '@oj/sdk'
import type { AuthRule } from '@oj/sdk/server'
import { type JsonSchema, Schema } from 'effect'

import type { RouteEntry } from '../http/router.ts'

// The OpenAPI 3.1 document of every endpoint served, generated from the contracts' descriptors:
// the input schema becomes the query parameters (GET, DELETE) or the JSON body (POST, PUT), the
// output schema the `data` of the reply envelope.

type Json = Record<string, unknown>

export interface OpenApiInfo {
  readonly title: string
  readonly version: string
}

const DEFS = '#/$defs/'
const COMPONENTS = '#/components/schemas/'

/** Rewrites a draft-2020-12 document's local refs to the components of the OpenAPI document. */
function relink(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relink)
  if (typeof value !== 'object' || value === null) return value
  const out: Json = {}
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof inner === 'string' && inner.startsWith(DEFS)
        ? COMPONENTS + inner.slice(DEFS.length)
        : relink(inner)
  }
  return out
}

class Components {
  readonly schemas: Record<string, JsonSchema.JsonSchema> = {}

  /** The JSON Schema of `schema`'s wire form; named definitions go to the shared components. */
  add(schema: Schema.Top, where: string): Json {
    const doc = Schema.toJsonSchemaDocument(schema, { generateDescriptions: true })
    for (const [name, definition] of Object.entries(doc.definitions)) {
      const linked = relink(definition) as JsonSchema.JsonSchema
      const known = this.schemas[name]
      if (known && JSON.stringify(known) !== JSON.stringify(linked)) {
        throw new Error(`Two different schemas are named '${name}' (the second in ${where})`)
      }
      this.schemas[name] = linked
    }
    return relink(doc.schema) as Json
  }
}

const authText = (rule: AuthRule): string =>
  rule === 'anon'
    ? 'anyone'
    : rule === 'login'
      ? 'a logged-in user'
      : 'rolesAny' in rule
        ? `a logged-in user with a role of: ${rule.rolesAny.join(', ')}`
        : `a logged-in user with the permissions: ${rule.perms.join(', ')}`

/** The query (or path) parameters of an input schema that is an object. */
function parameters(input: Json, path: string): Array<Json> {
  const inPath = new Set(pathParams(path))
  const properties = (input['properties'] ?? {}) as Record<string, Json>
  const required = new Set((input['required'] ?? []) as ReadonlyArray<string>)
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: inPath.has(name) ? 'path' : 'query',
    required: inPath.has(name) || required.has(name),
    schema,
  }))
}

const openApiPath = (base: string, path: string) => base + path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')

const envelope = (data: Json): Json => ({
  type: 'object',
  required: ['status', 'msg', 'data'],
  properties: {
    status: { type: 'integer', description: '200 on success, else the HTTP status of the error' },
    msg: { type: 'string', description: "'success', or the error's message in the caller's language" },
    data,
  },
})

const ERROR_REPLY = {
  description: 'An error: the envelope with the status, a message a person understands, and data null',
  content: { 'application/json': { schema: envelope({ type: 'null' }) } },
}

/** The error body of an API of another shape (an endpoint base other than /ojapi). */
const PLAIN_ERROR_REPLY = {
  description: 'An error: the HTTP status as `code` and a message a person understands',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['code', 'message'],
        properties: { code: { type: 'integer' }, message: { type: 'string' } },
      },
    },
  },
}

/** Builds the document; every route served through `router.handle` is in it. */
export async function openApiDocument(routes: ReadonlyArray<RouteEntry>, info: OpenApiInfo): Promise<Json> {
  const components = new Components()
  const paths: Record<string, Record<string, Json>> = {}
  const tags = new Set<string>()
  for (const route of routes) {
    const endpoint: AnyEndpoint | undefined = route.endpoint
    if (!endpoint) continue
    const { input, output } = await endpoint.schemas()
    const where = `${endpoint.method} ${endpoint.path}`
    const inputSchema = components.add(input, where)
    const outputSchema = endpoint.raw ? undefined : components.add(output, where)
    tags.add(route.owner)
    for (const method of route.methods) {
      // A DELETE whose input is a list (HOJ's `List<Integer>` bodies) can only come in the body.
      const withBody =
        method === 'POST' || method === 'PUT' || (method === 'DELETE' && inputSchema['type'] === 'array')
      const operation: Json = {
        operationId: `${method.toLowerCase()}${((endpoint.base === API_PREFIX ? '' : endpoint.base) + endpoint.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`,
        summary: endpoint.summary,
        description: `Who may call it: ${authText(route.spec.auth as AuthRule)}.`,
        tags: [route.owner],
        parameters: withBody
          ? parameters({ properties: {}, required: [] }, endpoint.path)
          : parameters(inputSchema, endpoint.path),
        responses: {
          '200': endpoint.raw
            ? { description: 'The content itself (not the JSON envelope)' }
            : endpoint.base !== API_PREFIX
              ? {
                  description: 'The reply itself (no envelope)',
                  content: { 'application/json': { schema: outputSchema as Json } },
                }
              : {
                  description: 'The envelope with the reply in `data`',
                  content: { 'application/json': { schema: envelope(outputSchema as Json) } },
                },
          '4XX': endpoint.base === API_PREFIX ? ERROR_REPLY : PLAIN_ERROR_REPLY,
        },
        ...(route.spec.auth === 'anon' ? {} : { security: [{ token: [] }] }),
      }
      if (withBody) operation['requestBody'] = { content: { 'application/json': { schema: inputSchema } } }
      ;(paths[openApiPath(endpoint.base, endpoint.path)] ??= {})[method.toLowerCase()] = operation
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description:
        'Every /ojapi call, generated from the endpoint descriptors of the enabled modules. Replies are the ' +
        'envelope {status, msg, data} (calls under another prefix, such as the ICPC Contest API under /api, ' +
        'answer the data itself and errors as {code, message}); the session token travels in the Authorization header (renewed tokens ' +
        'come back in Authorization with Refresh-Token: true).',
    },
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      schemas: components.schemas,
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
    },
  }
}
