// The readable face of /ojapi/openapi.json: one HTML page, written on the server from the document,
// with every call grouped by module, who may call it, its parameters and the shape of its reply in
// a TypeScript-like notation. No script, no external asset.

type Json = Record<string, unknown>

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const COMPONENT = '#/components/schemas/'

/** A JSON Schema as a type, e.g. `{ records: Problem[]; total: number }`. */
function typeOf(schema: unknown, indent = ''): string {
  if (typeof schema !== 'object' || schema === null) return 'unknown'
  const s = schema as Json
  if (typeof s['$ref'] === 'string') {
    const name = (s['$ref'] as string).replace(COMPONENT, '')
    return `<a href="#schema-${escape(name)}">${escape(name)}</a>`
  }
  if ('const' in s) return escape(JSON.stringify(s['const']))
  if (Array.isArray(s['enum']))
    return (s['enum'] as Array<unknown>).map((v) => escape(JSON.stringify(v))).join(' | ')
  const union = (s['anyOf'] ?? s['oneOf']) as Array<unknown> | undefined
  if (Array.isArray(union)) return [...new Set(union.map((u) => typeOf(u, indent)))].join(' | ')
  if (Array.isArray(s['allOf']))
    return (s['allOf'] as Array<unknown>).map((u) => typeOf(u, indent)).join(' &amp; ')
  const type = s['type']
  if (Array.isArray(type)) return type.map((t) => typeOf({ ...s, type: t }, indent)).join(' | ')
  if (type === 'array') {
    const items = typeOf(s['items'], indent)
    return items.includes(' | ') ? `Array&lt;${items}&gt;` : `${items}[]`
  }
  if (type === 'object' || s['properties']) {
    const properties = Object.entries((s['properties'] ?? {}) as Record<string, unknown>)
    const extra = s['additionalProperties']
    if (properties.length === 0) {
      return typeof extra === 'object' && extra !== null
        ? `Record&lt;string, ${typeOf(extra, indent)}&gt;`
        : '{}'
    }
    const required = new Set((s['required'] ?? []) as ReadonlyArray<string>)
    const inner = `${indent}  `
    const lines = properties.map(([name, value]) => {
      const note = describe(value)
      return `${inner}${escape(name)}${required.has(name) ? '' : '?'}: ${typeOf(value, inner)}${note}`
    })
    return `{\n${lines.join('\n')}\n${indent}}`
  }
  return typeof type === 'string' ? type : 'unknown'
}

function describe(schema: unknown): string {
  const description = (schema as Json | null)?.['description']
  return typeof description === 'string' && description
    ? `  <span class="note">// ${escape(description.split('\n')[0] ?? '')}</span>`
    : ''
}

function operationHtml(method: string, path: string, op: Json): string {
  const parameters = (op['parameters'] ?? []) as Array<Json>
  const body = ((op['requestBody'] as Json | undefined)?.['content'] as Json | undefined)?.[
    'application/json'
  ] as Json | undefined
  const ok = (op['responses'] as Json)['200'] as Json
  const reply = ((ok['content'] as Json | undefined)?.['application/json'] as Json | undefined)?.[
    'schema'
  ] as Json | undefined
  const data = (reply?.['properties'] as Json | undefined)?.['data']
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escape(String(p['name']))}</code></td><td>${escape(String(p['in']))}</td><td>${p['required'] ? 'yes' : ''}</td><td><pre>${typeOf(p['schema'])}</pre></td></tr>`,
    )
    .join('')
  return `<details id="${escape(String(op['operationId']))}"><summary><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code> ${escape(String(op['summary'] ?? ''))}</summary>
<p>${escape(String(op['description'] ?? ''))}</p>
${rows ? `<table><thead><tr><th>parameter</th><th>in</th><th>required</th><th>type</th></tr></thead><tbody>${rows}</tbody></table>` : ''}
${body ? `<h4>JSON body</h4><pre>${typeOf(body['schema'])}</pre>` : ''}
<h4>Reply <code>data</code></h4><pre>${data === undefined ? 'the content itself, not the envelope' : typeOf(data)}</pre>
</details>`
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:16px;color:#222}
h1{font-size:24px}h2{margin-top:32px;border-bottom:1px solid #ddd}details{border:1px solid #e4e4e4;border-radius:6px;margin:6px 0;padding:6px 10px}
summary{cursor:pointer}pre{background:#f7f7f9;padding:8px;overflow-x:auto;margin:4px 0}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #eee;text-align:left;padding:4px;vertical-align:top}td pre{margin:0;padding:2px 4px}
.method{display:inline-block;min-width:58px;font-weight:600;font-size:12px;text-align:center;border-radius:4px;color:#fff;background:#777}
.get{background:#2f7bd8}.post{background:#2e9e5b}.put{background:#c98a14}.delete{background:#c94040}.note{color:#888}`

/** The whole page. */
export function apiDocsHtml(document: Json): string {
  const info = document['info'] as Json
  const byTag = new Map<string, Array<string>>()
  for (const [path, methods] of Object.entries(document['paths'] as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = String((op['tags'] as Array<string> | undefined)?.[0] ?? 'other')
      const list = byTag.get(tag) ?? []
      list.push(operationHtml(method, path, op))
      byTag.set(tag, list)
    }
  }
  const sections = [...byTag.entries()]
    .map(
      ([tag, ops]) =>
        `<h2 id="tag-${escape(tag)}">${escape(tag)} <small>(${ops.length})</small></h2>${ops.join('\n')}`,
    )
    .join('\n')
  const schemas = Object.entries(
    ((document['components'] as Json)['schemas'] ?? {}) as Record<string, unknown>,
  )
    .map(
      ([name, schema]) => `<h3 id="schema-${escape(name)}">${escape(name)}</h3><pre>${typeOf(schema)}</pre>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(String(info['title']))} API</title><style>${STYLE}</style></head><body>
<h1>${escape(String(info['title']))} API <small>${escape(String(info['version']))}</small></h1>
<p>${escape(String(info['description'] ?? ''))} The machine-readable document: <a href="openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
<nav>${[...byTag.keys()].map((t) => `<a href="#tag-${escape(t)}">${escape(t)}</a>`).join(' · ')}</nav>
${sections}
${schemas ? `<h2>Schemas</h2>${schemas}` : ''}
</body></html>`
}
