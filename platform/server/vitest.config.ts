import { defineProject } from 'vitest/config'

// Most tests boot a whole server (migrations, argon2 hashes) in `beforeAll`: on a busy machine that
// takes longer than vitest's 10 s default for hooks, here as in the root run.
export default defineProject({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
