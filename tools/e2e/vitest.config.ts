import { defineProject } from 'vitest/config'

// The browser tests: one platform and one Chromium for every file (global-setup.ts), since CI has two
// cores and each start costs a minute there. Their hooks start platforms of their own too: give them room.
export default defineProject({
  test: {
    name: '@oj/tools-e2e',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
})
