import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { AnyRemoteJudge, LanguageDef } from '@oj/sdk/judge'
import type { BusShape } from '@oj/sdk/server'

import { type DataOrigin, openDiskCache } from './data/data-source.ts'
import { installedLanguages, installedRemoteJudges } from './plugins.ts'
import { type RemoteHostOptions, startRemoteHost } from './remote/host.ts'
import { closeRunners, openRunners } from './runners.ts'
import { ensureOwnDir } from './sandbox/work-dir.ts'
import { startWorker, type WorkerHandle } from './worker/worker.ts'

export interface JudgeSettings {
  /** The worker's name in heartbeats and reports (OJ_JUDGE_NAME). */
  readonly name: string
  /** Tasks judged at once (OJ_JUDGE_CAPACITY). */
  readonly capacity: number
  /** Programs run at once, a task's cases in parallel included (default: the CPUs). */
  readonly runSlots?: number | undefined
  /** The test data cache (OJ_JUDGE_CACHE_DIR); default: a folder of the system's temp. */
  readonly cacheDir?: string | undefined
  /** Size of the test data cache; default 2 GiB. */
  readonly cacheMaxBytes?: number | undefined
  /** OJ_TESTLIB_DIR: where the operator's testlib.h is. */
  readonly testlibDir?: string | undefined
  /**
   * Folders no judged program may see besides the test data cache and the folder of the work
   * folders (always kept out): the server's data folder (database files, uploads) when embedded.
   */
  readonly protectedDirs?: ReadonlyArray<string> | undefined
}

const DEFAULT_CACHE_BYTES = 2 * 1024 ** 3

/**
 * Starts a judge worker with this machine's runners and the installed languages, its test data
 * fetched from `origin` through a disk cache: what `oj judge` and the server's embedded judge run.
 */
export async function startJudge(options: {
  readonly bus: BusShape
  readonly origin: DataOrigin
  readonly settings: JudgeSettings
  readonly languages?: ReadonlyArray<LanguageDef>
  /** The remote judge adapters to serve (default: the installed ones); none starts no remote host. */
  readonly remoteJudges?: ReadonlyArray<AnyRemoteJudge>
  /** Settings of the remote host (its environment, timing). */
  readonly remote?: Omit<RemoteHostOptions, 'bus' | 'name' | 'judges' | 'log'>
  readonly log?: (message: string) => void
}): Promise<WorkerHandle> {
  const { settings } = options
  const log = options.log ?? ((message: string) => console.error(`[judge ${settings.name}] ${message}`))
  const cacheDir =
    settings.cacheDir ?? join(tmpdir(), `oj-judge-cache-${settings.name.replace(/[^\w-]/g, '_')}`)
  // kept across starts, so a fixed name: refused unless it is the judge's own and closed to others
  ensureOwnDir(cacheDir)
  // the test data, the folder the worker makes its private folder in, and what the caller adds
  const protectedDirs = [cacheDir, tmpdir(), ...(settings.protectedDirs ?? [])]
  const runners = await openRunners(log, { protectedDirs })
  try {
    const data = await openDiskCache({
      dir: cacheDir,
      maxBytes: settings.cacheMaxBytes ?? DEFAULT_CACHE_BYTES,
      origin: options.origin,
    })
    const worker = await startWorker({
      bus: options.bus,
      data,
      languages: options.languages ?? installedLanguages,
      runners,
      name: settings.name,
      capacity: settings.capacity,
      ...(settings.runSlots !== undefined ? { runSlots: settings.runSlots } : {}),
      log,
      testlibDir: settings.testlibDir,
    })
    // Remote judges beside the local ones: lanes, accounts and slots of their own.
    const remote = await startRemoteHost({
      bus: options.bus,
      judges: options.remoteJudges ?? installedRemoteJudges,
      name: settings.name,
      log,
      ...options.remote,
    }).catch(async (error: unknown) => {
      await worker.close()
      throw error
    })
    return {
      info: worker.info,
      close: async (closeOptions) => {
        await remote?.close(closeOptions)
        await worker.close(closeOptions)
        await closeRunners(runners)
      },
    }
  } catch (error) {
    await closeRunners(runners)
    throw error
  }
}
