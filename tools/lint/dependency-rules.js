// ESLint rule `oj/dependency-rules`: enforces ARCHITECTURE.md's dependency rules. Each file's role
// is the `oj.role` of its nearest package.json; each imported workspace package's role is read the
// same way. The judging itself is policy.js; this file collects the imports and their facts.
import { builtinModules } from 'node:module'
import path from 'node:path'

import { packageOf, repoRootOf, workspacePackages } from './packages.js'
import { judgeImport, judgePackage } from './policy.js'

const RULE_DOC = 'ARCHITECTURE.md, "Dependency rules"'
const builtins = new Set(builtinModules)

/** '@scope/name/sub' -> '@scope/name', 'name/sub' -> 'name'. @param {string} specifier */
function packageName(specifier) {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier)
}

/** Test files: `*.test.ts(x)` (and .js), or anything under a `test/` folder of the package. */
function isTestFile(/** @type {string} */ relFile) {
  return /\.test\.[cm]?[jt]sx?$/.test(relFile) || relFile.split('/').includes('test')
}

/** @type {import('eslint').Rule.RuleModule} */
export const dependencyRules = {
  meta: {
    type: 'problem',
    docs: { description: `Enforce the package dependency rules of ${RULE_DOC}` },
    schema: [],
    messages: {
      forbidden:
        "[oj/dependency-rules] {{role}} '{{pkg}}' may not import {{what}}: {{why}}. A {{role}} may import: {{allowed}}.",
      compositionOnly:
        "[oj/dependency-rules] only the composition root ({{root}}) may import server modules; '{{pkg}}' imports {{what}} elsewhere.",
      testingOnly:
        "[oj/dependency-rules] tests of server modules may import the platform only through '{{entry}}', not {{what}}.",
      relativeEscape:
        "[oj/dependency-rules] relative import '{{specifier}}' leaves the package '{{pkg}}'; import the other package by its name instead (no relative imports across packages).",
      browserOnly:
        "[oj/dependency-rules] {{file}} is browser code of {{role}} '{{pkg}}' and may not import {{what}}: {{why}}. Do that work on the server and call it through the API (tests and build-time config files run in Node and are not browser code).",
      noRole:
        '[oj/dependency-rules] the workspace package \'{{pkg}}\' has no role: add "oj": { "role": ... } to {{manifest}}, one of: {{roles}}.',
      unknownRole:
        "[oj/dependency-rules] the workspace package '{{pkg}}' declares the unknown role '{{role}}' in {{manifest}}; the roles are: {{roles}}.",
    },
  },
  create(context) {
    const file = context.physicalFilename
    const pkg = path.isAbsolute(file) ? packageOf(file) : null
    if (!pkg) return {}
    const root = repoRootOf(file)
    const workspaces = root ? workspacePackages(root) : undefined
    /** @param {string} dir */
    const manifestOf = (dir) =>
      path
        .join(root ? path.relative(root, dir) : dir, 'package.json')
        .split(path.sep)
        .join('/')
    const relFile = path.relative(pkg.dir, file).split(path.sep).join('/')
    const importer = {
      name: pkg.name,
      role: pkg.role,
      relFile,
      repoFile: root ? path.relative(root, file).split(path.sep).join('/') : relFile,
      isTest: isTestFile(relFile),
    }

    /** @param {import('eslint').Rule.Node} node @param {string} specifier */
    function check(node, specifier, typeOnly = false) {
      if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
        const target = path.resolve(path.dirname(file), specifier)
        const inside = target === pkg.dir || target.startsWith(pkg.dir + path.sep)
        // A package's rspack config extends the shared factory at the repository root.
        const sharedRspack =
          relFile === 'rspack.config.ts' &&
          root &&
          target.replace(/\.ts$/, '') === path.join(root, 'rspack.config')
        if (!inside && !sharedRspack) {
          context.report({ node, messageId: 'relativeEscape', data: { specifier, pkg: pkg.name || pkg.dir } })
        }
        return
      }
      const name = packageName(specifier)
      /** @type {import('./policy.js').Target} */
      let target
      if (specifier.startsWith('node:') || builtins.has(name)) target = { kind: 'builtin', specifier }
      else {
        const ws = workspaces?.get(name)
        target = ws
          ? { kind: 'workspace', specifier, name, role: ws.role, manifest: manifestOf(ws.dir), typeOnly }
          : { kind: 'external', specifier, name }
      }
      const violation = judgeImport(importer, target)
      if (violation) context.report({ node, messageId: violation.messageId, data: violation.data })
    }

    /** @param {any} node */
    const fromSource = (node) => {
      const typeOnly = node.importKind === 'type' || node.exportKind === 'type'
      if (node.source && typeof node.source.value === 'string')
        check(node.source, node.source.value, typeOnly)
    }
    return {
      /** @param {any} node A workspace package without a known role: said on each of its files. */
      Program(node) {
        const own = [...(workspaces?.values() ?? [])].some((ws) => ws.dir === pkg.dir)
        const violation = own
          ? judgePackage({ name: pkg.name, role: pkg.role, manifest: manifestOf(pkg.dir) })
          : null
        if (violation) context.report({ node, messageId: violation.messageId, data: violation.data })
      },
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: fromSource,
      /** @param {any} node require('x') in CommonJS files */
      CallExpression(node) {
        const [arg] = node.arguments
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && arg?.type === 'Literal') {
          if (typeof arg.value === 'string') check(arg, arg.value)
        }
      },
    }
  },
}

/** The local plugin: `plugins: { oj: ojPlugin }`, rule `oj/dependency-rules`. */
export const ojPlugin = {
  meta: { name: 'oj', version: '0.1.0' },
  rules: { 'dependency-rules': dependencyRules },
}
