// The browser shares react-router as the subset its web code imports (ROUTER_EXPORTS in the root
// rspack.config.ts): a name imported but not listed there would be undefined in the browser. This
// test holds the list equal to what the web sources import.
import { globSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

const repo = resolve(import.meta.dirname, '..', '..')

/** ROUTER_EXPORTS as the root config lists it (read as text: the config is not a package of ours). */
function routerExports(): ReadonlyArray<string> {
  const config = readFileSync(join(repo, 'rspack.config.ts'), 'utf8')
  const list = /export const ROUTER_EXPORTS = \[([^\]]*)\] as const/.exec(config)?.[1]
  if (list === undefined) throw new Error('rspack.config.ts has no ROUTER_EXPORTS list')
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '')
}
const ROUTER_EXPORTS = routerExports()
const SOURCES = ['shell/src/**/*.{ts,tsx}', 'sdk/src/**/*.{ts,tsx}', 'modules/*/web/src/**/*.{ts,tsx}']

/** The value names (not types) each file imports from 'react-router'. */
function routerImports(): Map<string, string> {
  const found = new Map<string, string>()
  for (const file of SOURCES.flatMap((pattern) => globSync(pattern, { cwd: repo }))) {
    const text = readFileSync(join(repo, file), 'utf8')
    for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g)) {
      if (match[1]) continue
      for (const part of (match[2] ?? '').split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0] ?? ''
        if (name && !name.startsWith('type ')) found.set(name, file)
      }
    }
  }
  return found
}

describe('the shared react-router subset', () => {
  it('holds every name the web code imports from react-router', () => {
    const missing = [...routerImports()].filter(([name]) => !ROUTER_EXPORTS.includes(name))
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([])
  })

  it('lists no name the web code no longer imports', () => {
    const used = new Set(routerImports().keys())
    expect(ROUTER_EXPORTS.filter((name) => !used.has(name))).toEqual([])
  })
})
