// The dependency rules of ARCHITECTURE.md as data: what each package role may import. Pure: the
// ESLint rule (dependency-rules.js) finds the facts, this file judges them.

/** Entries of @oj/sdk by the side they belong to. */
const SDK_SIDES = /** @type {const} */ ({
  '@oj/sdk': 'shared',
  '@oj/sdk/contract': 'shared',
  '@oj/sdk/api': 'shared',
  '@oj/sdk/server': 'server',
  '@oj/sdk/judge': 'judge',
  // the remote judges' conformance kit and fake-site helpers (tests of adapters and of the judge)
  '@oj/sdk/judge/kit': 'judge',
  '@oj/sdk/web': 'web',
  '@oj/sdk/ui': 'web',
  '@oj/sdk/css': 'web',
  '@oj/sdk/patterns': 'web',
  '@oj/sdk/jsx': 'web',
  '@oj/sdk/tokens': 'web',
  // Build-time helpers that web packages' panda.config.ts use.
  '@oj/sdk/ui/panda': 'build',
  '@oj/sdk/ui/preset': 'build',
  // the world stories run in: for *.stories.tsx, never shared at run time
  '@oj/sdk/stories': 'build',
})

/**
 * @typedef {{ sdk: string[], packages: string[], summary: string, why: string }} RolePolicy
 * @type {Record<string, RolePolicy>}
 */
const ROLES = {
  contract: {
    sdk: ['shared'],
    packages: [],
    summary: 'effect and @oj/sdk',
    why: 'contracts are shared by server and web code and carry no other dependencies',
  },
  'server-module': {
    sdk: ['shared', 'server'],
    packages: ['contract'],
    summary: "@oj/sdk, @oj/sdk/server, its own and other modules' contracts",
    why: "a module never imports platform/* or another module's server or web package, and server code never imports web code",
  },
  'web-module': {
    sdk: ['shared', 'web', 'build'],
    packages: ['contract'],
    summary: '@oj/sdk, @oj/sdk/web, @oj/sdk/ui, module contracts',
    why: "web code never imports server code, and a module never imports another module's web package (use slots)",
  },
  'judge-plugin': {
    sdk: ['judge'],
    // a remote judge on another's platform (Codeforces' Gym) builds on that adapter
    packages: ['judge-plugin'],
    summary: '@oj/sdk/judge and other judge plugins',
    why: 'judge plugins depend on the judge part of the SDK (and on each other) only',
  },
  platform: {
    sdk: ['shared', 'server', 'judge'],
    packages: ['platform'],
    summary: '@oj/sdk and other platform packages (server modules only in the composition root)',
    why: 'the platform knows modules only through the composition root',
  },
  shell: {
    sdk: ['shared', 'web', 'build'],
    packages: [],
    summary: '@oj/sdk, @oj/sdk/web, @oj/sdk/ui',
    why: 'the shell loads modules only at run time, through Module Federation',
  },
  sdk: {
    sdk: ['shared', 'server', 'judge', 'web', 'build'],
    packages: [],
    summary: 'external packages only',
    why: 'the SDK is the base of every package and depends on none of them',
  },
}

/** Roles the rules leave free: the repository's own tooling (launcher, test runner, benchmarks, lint). */
const FREE_ROLES = ['tools']
/** Every role a workspace package may declare in its package.json (`"oj": { "role": ... }`). */
const KNOWN_ROLES = [...Object.keys(ROLES), ...FREE_ROLES]

/**
 * Browser code, what the bundles ship: the `src/` of web modules and of the shell, and the SDK's web
 * side. Not tests (they run in Node) nor the panda helpers, which panda runs in Node at build time.
 */
const BROWSER_ROLES = ['web-module', 'shell']
const BROWSER_SDK_FOLDERS = ['src/web/', 'src/ui/']
const SDK_BUILD_FILES = ['src/ui/panda.ts', 'src/ui/preset.ts']

/**
 * Packages that run only on a server, refused in browser code (besides Node's built-ins). A name, or
 * a whole scope as '@scope/*'.
 */
const SERVER_ONLY = [
  'hono',
  '@hono/*',
  'drizzle-orm',
  'drizzle-kit',
  'pg',
  '@electric-sql/pglite',
  '@nats-io/*',
  'nodemailer',
  'smtp-server',
  '@node-rs/*',
  'sharp',
  'svg-captcha',
]

/** @param {string} name a package name */
function isServerOnly(name) {
  return SERVER_ONLY.some((entry) =>
    entry.endsWith('/*') ? name.startsWith(entry.slice(0, -1)) : name === entry,
  )
}

/** @param {{ role: string | undefined, relFile: string, isTest: boolean }} file */
function isBrowserCode(file) {
  if (file.isTest) return false
  if (file.role === 'sdk') {
    return (
      BROWSER_SDK_FOLDERS.some((f) => file.relFile.startsWith(f)) && !SDK_BUILD_FILES.includes(file.relFile)
    )
  }
  return BROWSER_ROLES.includes(file.role ?? '') && file.relFile.startsWith('src/')
}

/**
 * Judges a workspace package's own declaration: every one needs a known role, or the rules cannot
 * say what it may import.
 * @param {{ name: string, role: string | undefined, manifest: string }} pkg manifest: its package.json, from the repository root
 * @returns {Violation | null}
 */
export function judgePackage(pkg) {
  if (pkg.role !== undefined && KNOWN_ROLES.includes(pkg.role)) return null
  const data = {
    pkg: pkg.name,
    manifest: pkg.manifest,
    role: String(pkg.role),
    roles: KNOWN_ROLES.join(', '),
  }
  return { messageId: pkg.role === undefined ? 'noRole' : 'unknownRole', data }
}

/** Test files of server modules may use the platform's test kit, and only that entry. */
const TESTING_ENTRY = '@oj/platform-server/testing'
/** The one file that wires server modules into the server (ARCHITECTURE.md: composition root). */
const COMPOSITION_ROOT = 'platform/server/src/composition.ts'
/** The one file of the judge that lists the installed judge plugins (languages, checkers, remote judges). */
const JUDGE_PLUGIN_ROOT = 'platform/judge/src/plugins.ts'

const CONTRACT_EXTERNALS = ['effect']
const TEST_EXTERNALS = ['vitest', '@effect/vitest']

/**
 * @typedef {{ name: string, role: string | undefined, relFile: string, repoFile: string, isTest: boolean }} Importer
 * @typedef {{ kind: 'workspace', specifier: string, name: string, role: string | undefined, manifest: string, typeOnly?: boolean }
 *   | { kind: 'external', specifier: string, name: string }
 *   | { kind: 'builtin', specifier: string }} Target
 * @typedef {{ messageId: string, data: Record<string, string> }} Violation
 */

/**
 * Judges one import of a package (not relative imports; the rule checks those itself).
 * @param {Importer} from
 * @param {Target} to
 * @returns {Violation | null}
 */
export function judgeImport(from, to) {
  if (to.kind === 'workspace') {
    const unknown = judgePackage({ name: to.name, role: to.role, manifest: to.manifest })
    if (unknown) return unknown
  }
  const policy = from.role ? ROLES[from.role] : undefined
  if (!policy) return null // tools, the root package, unknown roles: anything goes
  const what = to.kind === 'workspace' && to.role ? `${to.role} '${to.specifier}'` : `'${to.specifier}'`
  const base = { role: from.role ?? '', pkg: from.name, what, allowed: policy.summary, why: policy.why }

  if (to.kind !== 'workspace' && isBrowserCode(from)) {
    const why =
      to.kind === 'builtin'
        ? "Node's built-in modules do not exist in the browser"
        : `'${to.name}' runs only on a server`
    if (to.kind === 'builtin' || isServerOnly(to.name)) {
      return { messageId: 'browserOnly', data: { ...base, file: from.repoFile, why } }
    }
  }

  if (to.kind !== 'workspace') {
    if (from.role !== 'contract') return null
    const name = to.kind === 'external' ? to.name : to.specifier
    if (CONTRACT_EXTERNALS.includes(name) || (from.isTest && TEST_EXTERNALS.includes(name))) return null
    return { messageId: 'forbidden', data: base }
  }
  if (to.name === from.name) return null // a package may import itself by name

  if (to.role === 'sdk') {
    const side = /** @type {Record<string, string>} */ (SDK_SIDES)[to.specifier]
    if (side && policy.sdk.includes(side)) return null
    // A contract declares extension points whose signatures name server types (Caller, ApiError):
    // type-only imports vanish at build time, so web code importing the contract gets nothing of them.
    if (from.role === 'contract' && side === 'server' && to.typeOnly) return null
    return { messageId: 'forbidden', data: base }
  }
  if (from.role === 'server-module' && to.role === 'platform' && from.isTest) {
    if (to.specifier === TESTING_ENTRY) return null
    return { messageId: 'testingOnly', data: { ...base, entry: TESTING_ENTRY } }
  }
  if (to.role === 'server-module' && from.role === 'platform') {
    if (from.repoFile === COMPOSITION_ROOT) return null
    return { messageId: 'compositionOnly', data: { ...base, root: COMPOSITION_ROOT } }
  }
  if (to.role === 'judge-plugin' && from.role === 'platform') {
    if (from.repoFile === JUDGE_PLUGIN_ROOT) return null
    return { messageId: 'compositionOnly', data: { ...base, root: JUDGE_PLUGIN_ROOT } }
  }
  if (to.role && policy.packages.includes(to.role)) return null
  return { messageId: 'forbidden', data: base }
}
