import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'

import { StartupError } from '../startup-error.ts'

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes `path` as a lock file holding our pid, because PGlite itself does not stop a second
 * process from opening the same data directory (and two of them corrupt it). A lock left by a
 * process that is gone is taken over. Answers the function that lets it go.
 */
export function takeLockFile(path: string, what: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(path, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const pid = Number(readFileSync(path, 'utf8').trim())
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
      const who = pid === process.pid ? 'this process already' : `process ${pid}`
      throw new StartupError(
        `${what} is in use: ${who} has it open (lock file ${path}). The embedded database allows ` +
          'one process per data directory: stop the other one, choose another data directory, or set ' +
          'DATABASE_URL to use PostgreSQL. If no such process runs, delete the lock file.',
      )
    }
    rmSync(path, { force: true })
  }
  throw new StartupError(`Could not take the lock file ${path} for ${what}; delete it and retry.`)
}
