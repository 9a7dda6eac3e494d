/**
 * A failure at start-up that a person must act on (a database or bus that is down, a module whose
 * requirement is missing). The launcher prints `message` alone, without a stack, and exits with 1.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError'
}
