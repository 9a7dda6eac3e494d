import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

// The contract's root entry is what web code imports: it must pull in no schema library at run time
// (ADR 0004, 0008). Read here, beside the server, because contracts may not use Node's file system.

/** The modules a file imports at run time (type-only imports left out), its own files transitively. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const text = readFileSync(file, 'utf8')
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)([^'"]*?)from\s+'([^']+)'/gm)) {
    const [, what, target] = m as unknown as [string, string, string]
    const named = /^\{([^}]*)\}\s*$/.exec(what.trim())?.[1]
    if (named !== undefined && named.split(',').every((s) => /^\s*(type\s|$)/.test(s))) continue
    seen.add(target)
    if (target.startsWith('.')) runtimeImports(resolve(dirname(file), target), seen)
  }
  return seen
}

describe('the problems contract’s root entry', () => {
  it('imports no schema library at run time', () => {
    const entry = fileURLToPath(import.meta.resolve('@oj/problems-contract'))
    const imported = [...runtimeImports(entry)]
    expect(imported).toContain('@oj/sdk/contract')
    expect(imported.filter((i) => i === 'effect' || i.startsWith('effect/') || i === '@oj/sdk')).toEqual([])
    expect(imported.filter((i) => i.endsWith('.schemas.ts') || i.endsWith('events.ts'))).toEqual([])
  })
})
