import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'

import { API_PREFIX } from '@oj/sdk'
import type { MiddlewareHandler } from 'hono'

import { setAnswerHeaders } from './answer-headers.ts'

export interface SecurityHeadersOptions {
  /** The shell's built index.html: the hashes of its inline scripts are allowed (and no other inline script). */
  readonly indexHtml: string
  /** Module remotes served from elsewhere (OJ_REMOTE_<ID>_URL): their origins may serve scripts, styles and data. */
  readonly remotes: Readonly<Record<string, string>>
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi

let cached:
  { readonly path: string; readonly mtimeMs: number; readonly hashes: ReadonlyArray<string> } | undefined

/** The CSP hashes of the inline scripts of the page (re-read when the build changes it). */
function inlineScriptHashes(path: string): ReadonlyArray<string> {
  let mtimeMs: number
  try {
    mtimeMs = statSync(path).mtimeMs
  } catch {
    return []
  }
  if (cached?.path === path && cached.mtimeMs === mtimeMs) return cached.hashes
  const html = readFileSync(path, 'utf8')
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  cached = { path, mtimeMs, hashes }
  return hashes
}

/** The origins of the remotes given as absolute URLs (a path stays on this origin). */
function remoteOrigins(remotes: Readonly<Record<string, string>>): ReadonlyArray<string> {
  const origins = new Set<string>()
  for (const url of Object.values(remotes)) {
    if (!/^https?:\/\//.test(url)) continue
    try {
      origins.add(new URL(url).origin)
    } catch {
      // The config's schema checked the URL; nothing to add otherwise.
    }
  }
  return [...origins]
}

/**
 * The page policy: scripts from this origin (the shell's chunks, the remotes' entries and chunks, the
 * Monaco chunk) and the hashed inline ones; styles inline too (React's style attributes, Monaco's
 * injected rules); images also from data:/blob: and https: (problem statements link pictures); the
 * editor's worker from this origin or a blob (a remote on another origin); framed only by this site.
 */
function pageCsp(hashes: ReadonlyArray<string>, origins: ReadonlyArray<string>): string {
  const others = origins.join(' ')
  const self = (extra = '') => `'self'${others ? ` ${others}` : ''}${extra ? ` ${extra}` : ''}`
  return [
    `default-src 'self'`,
    `script-src ${self(hashes.join(' '))}`,
    `style-src ${self("'unsafe-inline'")}`,
    `img-src ${self('data: blob: https:')}`,
    `font-src ${self('data:')}`,
    `connect-src ${self()}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ')
}

/** The API answers data (and the docs page, styled inline, no script): nothing of it runs. */
const API_CSP = [
  `default-src 'none'`,
  `style-src 'unsafe-inline'`,
  `img-src 'self' data:`,
  `base-uri 'none'`,
  `form-action 'none'`,
  `frame-ancestors 'self'`,
].join('; ')

/** The security headers of every API answer (the API puts them on its answers itself: `answerHeaders`). */
export const API_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', API_CSP],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
]

/**
 * Security headers on every answer: a Content-Security-Policy (the pages' as `pageCsp` says, the
 * API's locked down), framing by this site only, no MIME sniffing, and no full URL (a reset link's
 * code) in the Referer sent to other sites.
 */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler {
  const origins = remoteOrigins(options.remotes)
  return async (c, next) => {
    await next()
    const api = c.req.path === API_PREFIX || c.req.path.startsWith(`${API_PREFIX}/`)
    const headers: ReadonlyArray<readonly [string, string]> = api
      ? API_SECURITY_HEADERS
      : [
          ['Content-Security-Policy', pageCsp(inlineScriptHashes(options.indexHtml), origins)],
          ['X-Frame-Options', 'SAMEORIGIN'],
          ['X-Content-Type-Options', 'nosniff'],
          ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ]
    setAnswerHeaders(c, headers)
  }
}
