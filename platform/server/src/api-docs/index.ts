import { DocsApi } from '@oj/sdk/api'
import { defineServerModule } from '@oj/sdk/server'
import { Effect } from 'effect'

import type { RouteEntry } from '../http/router.ts'
import { openApiDocument } from './openapi.ts'
import { apiDocsHtml } from './page.ts'

const TITLE = 'OJ'
const VERSION = '0.1.0'

/**
 * The built-in docs plugin: /ojapi/openapi.json and the page /ojapi/docs, made once from the routes
 * served (the enabled modules' endpoints and the platform's own).
 */
export function apiDocsModule(routes: () => ReadonlyArray<RouteEntry>) {
  let document: Promise<Record<string, unknown>> | undefined
  const load = () =>
    Effect.promise(() => (document ??= openApiDocument(routes(), { title: TITLE, version: VERSION })))
  return defineServerModule({
    id: 'docs',
    requires: [],
    routes: (api) => {
      api.handle(DocsApi.openApi, {
        auth: 'anon',
        handler: () => load().pipe(Effect.map((doc) => Response.json(doc))),
      })
      api.handle(DocsApi.docsPage, {
        auth: 'anon',
        handler: () =>
          load().pipe(
            Effect.map(
              (doc) =>
                new Response(apiDocsHtml(doc), { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
            ),
          ),
      })
    },
  })
}
