import type { PlatformContext } from './platform.ts'

// The context is kept on globalThis under a registered symbol: even if a bundle ended up with its
// own copy of this file (a shared-module mismatch), every copy still finds the one the shell installed.
const KEY = Symbol.for('oj.platform')
type Holder = { [KEY]?: PlatformContext }

export function installPlatform(ctx: PlatformContext): void {
  ;(globalThis as Holder)[KEY] = ctx
}

export function getPlatform(): PlatformContext {
  const ctx = (globalThis as Holder)[KEY]
  if (!ctx)
    throw new Error(
      'The platform context is not installed: the shell calls installPlatform() before mounting apps.',
    )
  return ctx
}

/** For tests and single-module dev entries. */
export function uninstallPlatform(): void {
  delete (globalThis as Holder)[KEY]
}
