import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'

import { migrate, type MigrationJournal } from '../db/migrate.ts'
import { openMemoryPglite } from '../db/pglite.ts'
import { driverOf } from '../db/service.ts'
import { journalsKey } from './journals-key.ts'

const cacheDir = join(tmpdir(), 'oj-pglite-snapshots')

const pgliteVersion = (): string => {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const pkg = JSON.parse(readFileSync(join(dirname(dirname(entry)), 'package.json'), 'utf8'))
  return String(pkg.version)
}

/** Changes whenever PGlite or any migration file of the set changes. */
const snapshotKey = (journals: ReadonlyArray<MigrationJournal>): string =>
  journalsKey(journals, pgliteVersion())

async function build(journals: ReadonlyArray<MigrationJournal>): Promise<Blob> {
  const handle = await openMemoryPglite()
  try {
    await migrate(handle, journals)
    const driver = driverOf(handle)
    if (driver.kind !== 'pglite') throw new Error('unreachable')
    return await driver.pglite.dumpDataDir('none')
  } finally {
    await handle.close()
  }
}

async function loadOrBuild(key: string, journals: ReadonlyArray<MigrationJournal>): Promise<Blob> {
  // Kept gzipped on disk (a tenth of the size) but plain in memory: PGlite loads that twice as fast.
  const file = join(cacheDir, `${key}.tar.gz`)
  try {
    return new Blob([gunzipSync(readFileSync(file))])
  } catch {
    // Not cached yet: build it below.
  }
  const snapshot = await build(journals)
  // Shared by test processes through the disk: written whole, then renamed into place.
  mkdirSync(cacheDir, { recursive: true })
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`
  writeFileSync(temp, gzipSync(new Uint8Array(await snapshot.arrayBuffer()), { level: 1 }))
  renameSync(temp, file)
  return snapshot
}

const memo = new Map<string, Promise<Blob>>()

/**
 * A dumped PGlite data directory with these migrations applied. PGlite takes seconds to initialise
 * and a snapshot loads in a fraction of that, so it is built once and kept in memory and on disk.
 */
export function migratedSnapshot(journals: ReadonlyArray<MigrationJournal>): Promise<Blob> {
  const key = snapshotKey(journals)
  let snapshot = memo.get(key)
  if (!snapshot) {
    snapshot = loadOrBuild(key, journals)
    memo.set(key, snapshot)
    snapshot.catch(() => memo.delete(key))
  }
  return snapshot
}
