// `npm run create-module <id>`: writes modules/<id>/{contract,server,web} (one endpoint family, a table and
// its migration, a page, an area tab, a slot contribution, a story, both locales, tests, the README's
// Contributes table), adds the composition line, links the workspaces and generates the migration.
// `npm run create-module -- --remove <id>` takes such a module out again.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

import { addToComposition, removeFromComposition } from './composition.ts'
import { invalidId, type ModuleNames, namesOf } from './names.ts'
import { contractFiles } from './templates/contract.ts'
import { readme } from './templates/readme.ts'
import { serverFiles } from './templates/server.ts'
import { webFiles } from './templates/web.ts'

const root = resolve(import.meta.dirname, '..', '..')
const COMPOSITION = join(root, 'platform', 'server', 'src', 'composition.ts')

function write(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    const file = join(dir, path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
}

function run(command: string, args: ReadonlyArray<string>, cwd = root): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`)
}

const bin = (name: string) => join(root, 'node_modules', '.bin', name)

/** Writes the module, wires it in, links it and generates its first migration. */
export function createModule(n: ModuleNames, options: { readonly install?: boolean } = {}): string {
  const dir = join(root, 'modules', n.id)
  if (existsSync(dir)) throw new Error(`modules/${n.id} exists already`)
  write(join(dir, 'contract'), contractFiles(n))
  write(join(dir, 'server'), serverFiles(n))
  write(join(dir, 'web'), webFiles(n))
  writeFileSync(join(dir, 'README.md'), readme(n))
  addToComposition(COMPOSITION, n)
  if (options.install ?? true) run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'])
  run(bin('drizzle-kit'), ['generate', '--name', 'init'], join(dir, 'server'))
  run(bin('prettier'), ['--log-level', 'warn', '--write', dir, COMPOSITION])
  run(bin('eslint'), ['--fix', dir, COMPOSITION])
  return dir
}

/** Deletes the module's folder and its composition line, and unlinks its packages. */
export function removeModule(n: ModuleNames, options: { readonly install?: boolean } = {}): void {
  rmSync(join(root, 'modules', n.id), { recursive: true, force: true })
  removeFromComposition(COMPOSITION, n)
  run(bin('prettier'), ['--log-level', 'warn', '--write', COMPOSITION])
  if (options.install ?? true) run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'])
}

function main(argv: ReadonlyArray<string>): number {
  const remove = argv.includes('--remove')
  const id = argv.find((a) => !a.startsWith('--'))
  if (!id) {
    console.error(
      'usage: npm run create-module <id>          (e.g. npm run create-module code-review)\n' +
        '       npm run create-module -- --remove <id>',
    )
    return 2
  }
  const problem = invalidId(id)
  if (problem) {
    console.error(problem)
    return 2
  }
  const n = namesOf(id)
  if (remove) {
    removeModule(n)
    console.log(`modules/${id} is gone, and so is its line in platform/server/src/composition.ts.`)
    return 0
  }
  createModule(n)
  console.log(`
modules/${id} is ready: contract, server and web, wired into platform/server/src/composition.ts.

  npm start                 serves it at /oj/${id} (its nav entry, its area /oj/${id}/<id>, a home widget)
  npx vitest run --project '@oj/${id}-*'   its tests
  /ojapi/docs               its calls, with the rest

Read modules/${id}/README.md next.`)
  return 0
}

if (import.meta.main) process.exit(main(process.argv.slice(2)))
