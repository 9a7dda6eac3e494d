// The one composition line of a module: its import and its entry in platform/server/src/composition.ts.
import { readFileSync, writeFileSync } from 'node:fs'

import type { ModuleNames } from './names.ts'

const ARRAY = /(export const installedModules: ReadonlyArray<AnyServerModule> = \[)([^\]]*)(\])/

const importLine = (n: ModuleNames) => `import ${n.camel} from '@oj/${n.id}-server'`

/** Adds the module; an already installed module is left as it is. */
export function addToComposition(file: string, n: ModuleNames): void {
  const text = readFileSync(file, 'utf8')
  if (text.includes(importLine(n))) return
  const match = ARRAY.exec(text)
  if (!match) throw new Error(`${file} has no installedModules list to add '${n.id}' to`)
  const entries = (match[2] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const withEntry = text.replace(
    ARRAY,
    (_, open: string, _list: string, close: string) => `${open}${[...entries, n.camel].join(', ')}${close}`,
  )
  // Imports of server modules sit together, sorted; ours goes after the last one.
  const lines = withEntry.split('\n')
  const last = lines.reduce(
    (at, line, i) => (/^import \w+ from '@oj\/[a-z0-9-]+-server'$/.test(line) ? i : at),
    -1,
  )
  lines.splice(last + 1, 0, importLine(n))
  writeFileSync(file, lines.join('\n'))
}

/** Takes the module out again. */
export function removeFromComposition(file: string, n: ModuleNames): void {
  const text = readFileSync(file, 'utf8')
  const withoutImport = text
    .split('\n')
    .filter((line) => line !== importLine(n))
    .join('\n')
  writeFileSync(
    file,
    withoutImport.replace(ARRAY, (_, open: string, list: string, close: string) => {
      const entries = list
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s && s !== n.camel)
      return `${open}${entries.join(', ')}${close}`
    }),
  )
}
