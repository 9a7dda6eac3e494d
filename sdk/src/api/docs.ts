import { endpoint } from '../shared/endpoint.ts'

const schemas = () => import('../shared/schema-kit.ts')

/** The API's own description (served by the platform). */
export const DocsApi = {
  openApi: endpoint('GET', '/openapi.json', schemas, (s) => ({ input: s.NoInput, output: s.Json }), {
    summary: 'The OpenAPI 3.1 document of every call the enabled modules serve',
    raw: true,
  }),
  docsPage: endpoint('GET', '/docs', schemas, (s) => ({ input: s.NoInput, output: s.Json }), {
    summary: 'The API reference as a page (HTML), generated from the same document',
    raw: true,
  }),
} as const
