import { expect } from 'vitest'

import { StartupError } from './startup-error.ts'

/** Runs `f`, expects it to throw a StartupError, and answers its message. */
export function startupFailure(f: () => unknown): string {
  try {
    f()
  } catch (e) {
    expect(e).toBeInstanceOf(StartupError)
    return (e as Error).message
  }
  throw new Error('expected a StartupError')
}
