import { configDefaults, defineProject } from 'vitest/config'

// Tests that start the platform and Chromium: give them room. The browser tests of e2e/ are a project
// of their own (e2e/vitest.config.ts), with one platform and one Chromium for all of them.
export default defineProject({
  test: {
    exclude: [...configDefaults.exclude, 'e2e/**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
})
