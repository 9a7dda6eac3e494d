import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, it } from 'vitest'

import { dependencyRules } from './dependency-rules.js'
import { clearPackageCache } from './packages.js'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

// A miniature repository: one package per role, as package.json files only.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-lint-'))
const packages = {
  sdk: ['@oj/sdk', 'sdk'],
  'platform/server': ['@oj/platform-server', 'platform'],
  'platform/judge': ['@oj/platform-judge', 'platform'],
  'modules/problems/contract': ['@oj/problems-contract', 'contract'],
  'modules/problems/server': ['@oj/problems-server', 'server-module'],
  'modules/problems/web': ['@oj/problems-web', 'web-module'],
  'modules/contests/contract': ['@oj/contests-contract', 'contract'],
  'modules/contests/server': ['@oj/contests-server', 'server-module'],
  'modules/contests/web': ['@oj/contests-web', 'web-module'],
  'judge-plugins/lang-cpp': ['@oj/judge-lang-cpp', 'judge-plugin'],
  'judge-plugins/remote-codeforces': ['@oj/judge-remote-codeforces', 'judge-plugin'],
  shell: ['@oj/shell', 'shell'],
  tools: ['@oj/tools', 'tools'],
}
const write = (rel, json) => {
  fs.mkdirSync(path.join(root, rel), { recursive: true })
  fs.writeFileSync(path.join(root, rel, 'package.json'), JSON.stringify(json))
}
write('.', {
  name: 'oj',
  workspaces: ['sdk', 'platform/*', 'modules/*/*', 'judge-plugins/*', 'shell', 'tools'],
})
for (const [dir, [name, role]] of Object.entries(packages)) write(dir, { name, oj: { role } })
// Workspace packages that break the rule themselves: no role, and a misspelt one. And a package
// outside the workspaces, which is not judged.
write('modules/nameless/contract', { name: '@oj/nameless-contract' })
write('modules/typo/web', { name: '@oj/typo-web', oj: { role: 'web-modul' } })
write('scratch/notes', { name: 'notes' })
clearPackageCache()
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const at = (rel) => path.join(root, rel)
const ok = (file, code) => ({ filename: at(file), code })
const bad = (file, code, messageId) => ({ filename: at(file), code, errors: [{ messageId }] })

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' },
})

tester.run('oj/dependency-rules', dependencyRules, {
  valid: [
    // contract: effect and the shared SDK entry
    ok('modules/problems/contract/src/index.ts', "import { Schema } from 'effect'"),
    ok('modules/problems/contract/src/index.ts', "import type { Page } from '@oj/sdk'"),
    ok('modules/problems/contract/src/query.test.ts', "import { it } from 'vitest'"),
    // contract: the runtime-free contract entry, and server types for extension point signatures
    ok('modules/problems/contract/src/api.ts', "import { endpoint } from '@oj/sdk/contract'"),
    ok('modules/problems/contract/src/scope.ts', "import type { Caller } from '@oj/sdk/server'"),
    // server-module: SDK server side, any contract, the platform test kit in tests
    ok('modules/problems/server/src/routes.ts', "import { defineServerModule } from '@oj/sdk/server'"),
    ok('modules/problems/server/src/routes.ts', "import { Problem } from '@oj/problems-contract'"),
    ok('modules/contests/server/src/board.ts', "import { Problem } from '@oj/problems-contract'"),
    ok(
      'modules/problems/server/src/routes.ts',
      "import { eq } from 'drizzle-orm'; import path from 'node:path'",
    ),
    ok(
      'modules/problems/server/test/routes.test.ts',
      "import { testApp } from '@oj/platform-server/testing'",
    ),
    ok('modules/problems/server/src/list.test.ts', "import { testApp } from '@oj/platform-server/testing'"),
    // web-module: SDK web side and ui, contracts, its own files
    ok(
      'modules/problems/web/src/page.tsx',
      "import { Button } from '@oj/sdk/ui'; import { css } from '@oj/sdk/css'",
    ),
    ok('modules/problems/web/src/page.tsx', "import { useApi } from '@oj/sdk/web'"),
    ok('modules/problems/web/src/page.tsx', "import { Problem } from '@oj/problems-contract'"),
    ok('modules/problems/web/src/module.tsx', "const page = () => import('./pages/list.tsx')"),
    ok('modules/problems/web/panda.config.ts', "import { pandaConfig } from '@oj/sdk/ui/panda'"),
    ok('modules/problems/web/rspack.config.ts', "import { createConfig } from '../../../rspack.config.ts'"),
    // judge-plugin: the judge SDK only
    ok('judge-plugins/lang-cpp/src/index.ts', "import { defineLanguage } from '@oj/sdk/judge'"),
    // ... and another judge plugin (Gym builds on Codeforces' adapter), and the kit in its tests
    ok(
      'judge-plugins/lang-cpp/src/gym.ts',
      "import { codeforcesPlatform } from '@oj/judge-remote-codeforces'",
    ),
    ok('judge-plugins/lang-cpp/test/x.test.ts', "import { remoteJudgeKit } from '@oj/sdk/judge/kit'"),
    // platform: the SDK, and server modules only in the composition root
    ok('platform/server/src/app.ts', "import { ApiError } from '@oj/sdk/server'"),
    ok('platform/server/src/composition.ts', "import problems from '@oj/problems-server'"),
    ok('platform/judge/src/plugins.ts', "import cpp from '@oj/judge-lang-cpp'"),
    ok('platform/judge/src/worker.ts', "import type { LanguageDef } from '@oj/sdk/judge'"),
    // shell: the SDK's web side
    ok('shell/src/frame/layout/top-bar.tsx', "import { Menu } from '@oj/sdk/ui'"),
    ok('shell/src/bootstrap.ts', "import { registerApplication } from 'single-spa'"),
    // sdk: itself by name
    ok('sdk/src/ui/button.tsx', "import { cva } from '@oj/sdk/css'"),
    // tools: anything
    ok('tools/start/launch.ts', "import { startServer } from '@oj/platform-server'"),
    ok('tools/seed/seed.ts', "import problems from '@oj/problems-server'"),
    // files outside any package with a role are not judged
    ok('vitest.config.ts', "import { defineConfig } from 'vitest/config'"),
    ok('scratch/notes/src/a.ts', "import fs from 'node:fs'; import { Hono } from 'hono'"),
    // browser code: Node and server-only packages stay out of it, but tests and build-time files
    // of web packages run in Node
    ok('modules/problems/web/src/page.tsx', "import { zipSync } from 'fflate'"),
    ok('modules/problems/web/src/page.test.ts', "import { readFileSync } from 'node:fs'"),
    ok('modules/problems/web/panda.config.ts', "import path from 'node:path'"),
    ok('shell/rspack.config.ts', "import { join } from 'node:path'"),
    ok('sdk/src/ui/panda.ts', "import { createRequire } from 'node:module'"),
    ok('sdk/src/ui/markdown.test.ts', "import { existsSync } from 'node:fs'"),
    ok('sdk/src/server/db.ts', "import { sql } from 'drizzle-orm'; import path from 'node:path'"),
    ok('sdk/src/shared/paging.ts', "import { Schema } from 'effect'"),
    ok('modules/problems/server/src/routes.ts', "import { Hono } from 'hono'"),
  ],
  invalid: [
    bad('modules/problems/contract/src/index.ts', "import { Hono } from 'hono'", 'forbidden'),
    bad('modules/problems/contract/src/index.ts', "import fs from 'node:fs'", 'forbidden'),
    bad('modules/problems/contract/src/index.ts', "import { ApiError } from '@oj/sdk/server'", 'forbidden'),
    bad('modules/problems/contract/src/index.ts', "export * from '@oj/contests-contract'", 'forbidden'),
    bad('modules/problems/server/src/routes.ts', "import { x } from '@oj/contests-server'", 'forbidden'),
    bad('modules/problems/server/src/routes.ts', "import { x } from '@oj/problems-web'", 'forbidden'),
    bad('modules/problems/server/src/routes.ts', "import { x } from '@oj/platform-server'", 'forbidden'),
    bad(
      'modules/problems/server/src/routes.ts',
      "import { x } from '@oj/platform-server/testing'",
      'forbidden',
    ),
    bad('modules/problems/server/src/routes.ts', "import { Button } from '@oj/sdk/ui'", 'forbidden'),
    bad(
      'modules/problems/server/test/routes.test.ts',
      "import { x } from '@oj/platform-server'",
      'testingOnly',
    ),
    bad('modules/problems/web/src/page.tsx', "import { x } from '@oj/problems-server'", 'forbidden'),
    bad('modules/problems/web/src/page.tsx', "import type { Row } from '@oj/problems-server'", 'forbidden'),
    bad('modules/problems/web/src/page.tsx', "const m = import('@oj/contests-web')", 'forbidden'),
    bad('modules/problems/web/src/page.tsx', "import { Errors } from '@oj/sdk/server'", 'forbidden'),
    bad('modules/problems/web/src/page.tsx', "import { css } from '@oj/sdk/src/ui/button.tsx'", 'forbidden'),
    bad('judge-plugins/lang-cpp/src/index.ts', "import { Errors } from '@oj/sdk/server'", 'forbidden'),
    bad('judge-plugins/lang-cpp/src/index.ts', "import type { Page } from '@oj/sdk'", 'forbidden'),
    bad('platform/server/src/app.ts', "import problems from '@oj/problems-server'", 'compositionOnly'),
    bad('platform/judge/src/worker.ts', "import cpp from '@oj/judge-lang-cpp'", 'compositionOnly'),
    bad('platform/server/src/main.ts', "import cpp from '@oj/judge-lang-cpp'", 'compositionOnly'),
    bad('judge-plugins/lang-cpp/src/index.ts', "import { x } from '@oj/platform-judge'", 'forbidden'),
    bad('platform/server/src/app.ts', "import { Problem } from '@oj/problems-contract'", 'forbidden'),
    bad('platform/server/src/app.ts', "import { x } from '@oj/problems-web'", 'forbidden'),
    bad('shell/src/registry/load.ts', "import mod from '@oj/problems-web/module'", 'forbidden'),
    bad('shell/src/frame/app.tsx', "import { Problem } from '@oj/problems-contract'", 'forbidden'),
    bad('shell/src/frame/app.tsx', "import { Errors } from '@oj/sdk/server'", 'forbidden'),
    bad('sdk/src/web/api.ts', "import { x } from '@oj/platform-server'", 'forbidden'),
    // relative imports that climb out of the package
    bad(
      'modules/problems/web/src/page.tsx',
      "import { x } from '../../server/src/routes.ts'",
      'relativeEscape',
    ),
    bad(
      'modules/problems/server/src/routes.ts',
      "import { x } from '../../../../platform/server/src/db.ts'",
      'relativeEscape',
    ),
    bad(
      'modules/problems/web/src/rspack.config.ts',
      "import { c } from '../../../../rspack.config.ts'",
      'relativeEscape',
    ),
    bad('tools/start/run.ts', "import { x } from '../../sdk/src/index.ts'", 'relativeEscape'),
    bad('shell/src/a.cjs', "const x = require('../../sdk/src/index.ts')", 'relativeEscape'),
    // browser code: Node's built-ins, with or without 'node:', and server-only packages
    bad('modules/problems/web/src/page.tsx', "import fs from 'node:fs'", 'browserOnly'),
    bad('modules/problems/web/src/page.tsx', "import path from 'path'", 'browserOnly'),
    bad('modules/problems/web/src/page.tsx', "import { readFile } from 'fs/promises'", 'browserOnly'),
    bad('modules/problems/web/src/page.tsx', "import { eq } from 'drizzle-orm'", 'browserOnly'),
    bad('modules/problems/web/src/page.tsx', "import type { Context } from 'hono'", 'browserOnly'),
    bad('modules/problems/web/src/page.tsx', "const m = import('nodemailer')", 'browserOnly'),
    bad(
      'modules/problems/web/src/list.stories.tsx',
      "import { PGlite } from '@electric-sql/pglite'",
      'browserOnly',
    ),
    bad('shell/src/frame/app.tsx', "import { createHash } from 'crypto'", 'browserOnly'),
    bad('shell/src/frame/app.tsx', "import { serve } from '@hono/node-server'", 'browserOnly'),
    bad('shell/src/registry/remotes.ts', "import { connect } from '@nats-io/transport-node'", 'browserOnly'),
    bad('sdk/src/web/api.ts', "import { readFile } from 'node:fs/promises'", 'browserOnly'),
    bad('sdk/src/ui/table.tsx', "import { Pool } from 'pg'", 'browserOnly'),
    bad('sdk/src/ui/avatar.tsx', "const sharp = require('sharp')", 'browserOnly'),
    // workspace packages without a role: said on their own files and where they are imported
    bad('modules/nameless/contract/src/index.ts', 'export const x = 1', 'noRole'),
    bad('modules/typo/web/src/page.tsx', 'export const x = 1', 'unknownRole'),
    bad('tools/start/run.ts', "import { x } from '@oj/nameless-contract'", 'noRole'),
    bad('modules/problems/server/src/routes.ts', "import { x } from '@oj/typo-web'", 'unknownRole'),
  ],
})

// The full text once: it names the rule, both roles and what the importer may use instead.
tester.run('oj/dependency-rules message', dependencyRules, {
  valid: [],
  invalid: [
    {
      filename: at('shell/src/frame/app.tsx'),
      code: "import { Hono } from 'hono'",
      errors: [
        {
          message:
            "[oj/dependency-rules] shell/src/frame/app.tsx is browser code of shell '@oj/shell' and may not import 'hono': 'hono' runs only on a server. Do that work on the server and call it through the API (tests and build-time config files run in Node and are not browser code).",
        },
      ],
    },
    {
      filename: at('modules/nameless/contract/src/index.ts'),
      code: 'export const x = 1',
      errors: [
        {
          message:
            '[oj/dependency-rules] the workspace package \'@oj/nameless-contract\' has no role: add "oj": { "role": ... } to modules/nameless/contract/package.json, one of: contract, server-module, web-module, judge-plugin, platform, shell, sdk, tools.',
        },
      ],
    },
    {
      filename: at('modules/problems/web/src/page.tsx'),
      code: "import { x } from '@oj/problems-server'",
      errors: [
        {
          message:
            "[oj/dependency-rules] web-module '@oj/problems-web' may not import server-module '@oj/problems-server': web code never imports server code, and a module never imports another module's web package (use slots). A web-module may import: @oj/sdk, @oj/sdk/web, @oj/sdk/ui, module contracts.",
        },
      ],
    },
  ],
})
