import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import type { MigrationJournal } from '../db/migrate.ts'

/**
 * A hash of a set of migration journals (their ids, journal files and SQL files) and of `salt`: the
 * name of a migrated database or snapshot, which changes whenever any migration of the set does.
 */
export function journalsKey(journals: ReadonlyArray<MigrationJournal>, salt: string): string {
  const hash = createHash('sha256').update(salt)
  for (const journal of journals) {
    hash.update(`\0${journal.id}\0`)
    hash.update(readFileSync(join(journal.folder, 'meta', '_journal.json')))
    const files = readdirSync(journal.folder)
      .filter((file) => file.endsWith('.sql'))
      .sort()
    for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(join(journal.folder, file)))
  }
  return hash.digest('hex').slice(0, 32)
}
