import { join } from 'node:path'

import { defineProject } from 'vitest/config'

// The browser tests: one platform and one Chromium for every file (global-setup.ts), since CI has two
// cores and a start per file costs tens of seconds there. A file may still start a platform of its own
// in its hooks: give them room.
export default defineProject({
  test: {
    name: '@oj/tools-e2e',
    include: ['**/*.e2e.test.ts'],
    // By its full path: knip reads it relative to the workspace (tools/), vitest to this folder.
    globalSetup: [join(import.meta.dirname, 'global-setup.ts')],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // A page waited on (expect.poll) gets as long as a loaded two-core machine needs to render it;
    // vitest's default of one second failed waits for a heading or highlighted code under CI's load.
    expect: { poll: { timeout: 15_000 } },
  },
})
