import { defineConfig } from 'vitest/config'

// One run over every workspace. Packages that need their own settings (a DOM environment, say) have
// a vitest.config.ts of their own, which `projects` picks up.
export default defineConfig({
  test: {
    projects: [
      'sdk',
      'platform/*',
      'modules/*/{contract,server,web}',
      'judge-plugins/{lang,checker,remote}-*',
      'shell',
      'tools',
    ],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
