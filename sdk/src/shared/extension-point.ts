// An extension point: a service one module declares in its contract and other modules provide, each
// under a key (see `contribute` in @oj/sdk/server). Declared here, free of run-time dependencies, so
// a contract can declare one without pulling the server side in.

export interface ExtensionPoint<T> {
  /** '<module>/<name>', e.g. 'problems/submission-scope'. */
  readonly id: string
  /** What the point is for, in a few words (start-up messages, docs). */
  readonly description: string
  /** Phantom: the type of a contribution. */
  readonly _contribution?: (value: T) => T
}

export const defineExtensionPoint = <T>(id: string, description: string): ExtensionPoint<T> => ({
  id,
  description,
})
