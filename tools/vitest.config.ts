import { defineProject } from 'vitest/config'

// The browser tests start the platform and Chromium: give them room.
export default defineProject({
  test: {
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
})
