import type { DbClient, DbShape } from './services.ts'

// A cache of what some tables hold, checked against a stamp those tables' triggers move in
// the transaction of every change (so that no writer can forget it) and announce on a channel at the
// commit. A request of a process that listens (the embedded database: its one process sees every
// write) reads nothing while no change was told; any other reads the stamp, one indexed row, instead
// of what it keeps. A change is seen by the next request of every server process either way.

export interface ChangeStamp {
  /** What the tables' state is kept under now (read from the stamp by `client` unless listening). */
  readonly version: (client: DbClient) => Promise<string>
  /**
   * Whether what was read after `version` answered may be kept under it: false when a change was
   * told meanwhile (what was read may be older than it). A read after the stamp's always may: its
   * rows are at least as new as the stamp, and a change in between only moves the stamp again.
   */
  readonly holds: (version: string) => boolean
}

export function changeStamp(
  db: DbShape,
  options: {
    /** The channel the tables' triggers NOTIFY at each change. */
    readonly channel: string
    /** Reads the stamp (a prepared one-row read, say). */
    readonly read: (client: DbClient) => Promise<number>
  },
): ChangeStamp {
  // Moved by every change told; `listening` once the listener is in place (what was kept before it
  // is under a version of the stamp, which a told one never equals).
  let told = 0
  let listening = false
  if (db.listen)
    void db
      .listen(options.channel, () => {
        told += 1
      })
      .then(
        () => {
          told += 1
          listening = true
        },
        (error: unknown) =>
          console.error(`[oj] ${options.channel}: not told of changes, reading the stamp:`, error),
      )
  return {
    version: async (client) => (listening ? `t${told}` : `s${await options.read(client)}`),
    holds: (version) => !version.startsWith('t') || version === `t${told}`,
  }
}
