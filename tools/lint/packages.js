// Where a file belongs: the nearest package.json above it, its `oj.role`, and the workspace's
// packages by name. Read from disk once per folder and cached; lint runs are short-lived.
import fs from 'node:fs'
import path from 'node:path'

/**
 * @typedef {{ name: string, role: string | undefined, dir: string }} PackageInfo
 */

/** @type {Map<string, PackageInfo | null>} */
const byDir = new Map()
/** @type {Map<string, Map<string, PackageInfo>>} */
const workspaces = new Map()

/** @param {string} dir @returns {any} */
function readManifest(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
  } catch {
    return undefined
  }
}

/**
 * The package that owns `file`: the nearest folder above it with a package.json.
 * @param {string} file an absolute path
 * @returns {PackageInfo | null}
 */
export function packageOf(file) {
  const seen = []
  let dir = path.dirname(file)
  for (;;) {
    const cached = byDir.get(dir)
    if (cached !== undefined) return remember(seen, cached)
    seen.push(dir)
    const manifest = readManifest(dir)
    if (manifest) return remember(seen, { name: manifest.name ?? '', role: manifest.oj?.role, dir })
    const parent = path.dirname(dir)
    if (parent === dir) return remember(seen, null)
    dir = parent
  }
}

/** @param {string[]} dirs @param {PackageInfo | null} info */
function remember(dirs, info) {
  for (const d of dirs) byDir.set(d, info)
  return info
}

/**
 * The repository root: the nearest folder above `file` whose package.json lists workspaces.
 * @param {string} file
 * @returns {string | undefined}
 */
export function repoRootOf(file) {
  let dir = path.dirname(file)
  for (;;) {
    if (readManifest(dir)?.workspaces) return dir
    const parent = path.dirname(dir)
    if (parent === dir) return undefined
    dir = parent
  }
}

/**
 * Every workspace package of the repository at `root`, by name. Only the two glob forms the
 * root package.json uses are understood: a folder, and a folder pattern of `*` segments.
 * @param {string} root
 * @returns {Map<string, PackageInfo>}
 */
export function workspacePackages(root) {
  const cached = workspaces.get(root)
  if (cached) return cached
  /** @type {Map<string, PackageInfo>} */
  const found = new Map()
  const patterns = readManifest(root)?.workspaces ?? []
  for (const pattern of Array.isArray(patterns) ? patterns : (patterns.packages ?? [])) {
    for (const dir of expand(root, String(pattern).split('/'))) {
      const manifest = readManifest(dir)
      if (manifest?.name) found.set(manifest.name, { name: manifest.name, role: manifest.oj?.role, dir })
    }
  }
  workspaces.set(root, found)
  return found
}

/** @param {string} base @param {string[]} segments @returns {string[]} */
function expand(base, segments) {
  if (segments.length === 0) return [base]
  const [head, ...rest] = segments
  if (head !== '*') return expand(path.join(base, head ?? ''), rest)
  let entries = []
  try {
    entries = fs.readdirSync(base, { withFileTypes: true })
  } catch {
    return []
  }
  return entries
    .filter((e) => e.isDirectory() && e.name !== 'node_modules' && !e.name.startsWith('.'))
    .flatMap((e) => expand(path.join(base, e.name), rest))
}

/** Forgets cached reads (tests write fixture trees). */
export function clearPackageCache() {
  byDir.clear()
  workspaces.clear()
}
