import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'

import { StartupError } from '../startup-error.ts'
import { takeLockFile } from './lock-file.ts'
import { type DbHandle, makeHandle } from './service.ts'

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The embedded database, kept in `${dataDir}/pglite`; one process per data directory. */
export async function openPglite(dataDir: string): Promise<DbHandle> {
  const dir = join(dataDir, 'pglite')
  // PGlite creates its own directory but not the parents.
  mkdirSync(dataDir, { recursive: true })
  const release = takeLockFile(join(dataDir, 'pglite.lock'), `The embedded database ${dir}`)
  let pglite: PGlite
  try {
    pglite = await PGlite.create({ dataDir: dir })
    await pglite.query('SELECT 1')
  } catch (error) {
    release()
    throw new StartupError(`Cannot open the embedded database in ${dir}: ${message(error)}`)
  }
  return makeHandle({ kind: 'pglite', pglite }, drizzle({ client: pglite }), async () => {
    try {
      await pglite.close()
    } finally {
      release()
    }
  })
}

/** An in-memory PGlite, optionally started from a dumped data directory (tests). */
export async function openMemoryPglite(snapshot?: Blob): Promise<DbHandle> {
  const pglite = await PGlite.create(snapshot ? { loadDataDir: snapshot } : {})
  return makeHandle({ kind: 'pglite', pglite }, drizzle({ client: pglite }), () => pglite.close())
}
