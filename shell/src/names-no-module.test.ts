// The frame knows modules only through their descriptors: no source of the shell (tests and stories
// aside, whose stand-ins may borrow real names) names a module, one of its web routes or calls.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const shellSrc = join(root, 'shell', 'src')

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  )

const isFixture = (file: string) =>
  /\.(test|stories)\.tsx?$/.test(file) || /(story-kit|fake-site)\.tsx$/.test(file)

/** The modules of the tree, each with its web routes and call paths as its contract spells them. */
function modulesOfTree(): Array<{ id: string; paths: string[] }> {
  return readdirSync(join(root, 'modules')).map((id) => {
    const contract = join(root, 'modules', id, 'contract', 'src')
    const sources = filesUnder(contract)
      .filter((f) => f.endsWith('.ts') && !isFixture(f))
      .map((f) => readFileSync(f, 'utf8'))
    const paths = new Set<string>()
    for (const source of sources) {
      // Web routes: the values of its WebRoutes object.
      for (const block of source.matchAll(/WebRoutes\s*=\s*\{([^}]*)\}/g))
        for (const m of (block[1] ?? '').matchAll(/'(\/[^']+)'/g)) paths.add(m[1] ?? '')
      // Calls: endpoint('GET', '/path', ...).
      for (const m of source.matchAll(/endpoint\(\s*'[A-Z]+',\s*'(\/[^']+)'/g)) paths.add(m[1] ?? '')
    }
    return { id, paths: [...paths].filter(Boolean) }
  })
}

/** Every quoted literal of a source's code (comments left out; back quotes up to an interpolation). */
const literals = (source: string): string[] =>
  [
    ...source
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|\s)\/\/.*$/gm, '$1')
      .matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`$]*)/g),
  ].map((m) => m[1] ?? m[2] ?? m[3] ?? '')

const namesPath = (literal: string, path: string) =>
  literal === path || literal.startsWith(`${path}/`) || literal.startsWith(`${path}?`)

describe('the shell names no module', () => {
  const modules = modulesOfTree()

  it('finds the modules and their routes to look for', () => {
    const problems = modules.find((m) => m.id === 'problems')
    expect(problems?.paths).toEqual(expect.arrayContaining(['/problem', '/status', '/get-problem-haved']))
  })

  it('has no module id, web route or call path of a module in its sources', () => {
    const found: string[] = []
    for (const file of filesUnder(shellSrc).filter((f) => /\.tsx?$/.test(f) && !isFixture(f))) {
      for (const literal of literals(readFileSync(file, 'utf8'))) {
        for (const module of modules) {
          if (literal === module.id || literal === `oj_${module.id}`)
            found.push(`${relative(root, file)}: '${literal}' (module ${module.id})`)
          const path = module.paths.find((p) => namesPath(literal, p))
          if (path) found.push(`${relative(root, file)}: '${literal}' (${path} of module ${module.id})`)
        }
      }
    }
    expect(found).toEqual([])
  })
})
