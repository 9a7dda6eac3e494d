import type { Runners } from './judge/env.ts'
import type { Runner } from './runner.ts'

/**
 * Opens the runners this machine has: the native sandbox and the WASI runner, each from its own
 * folder. One that cannot open here (no bubblewrap, no cgroup) is left out with a log line: the
 * worker then serves the languages of the other.
 */
export async function openRunners(
  log: (message: string) => void,
  options: { readonly wasi?: 'wasmtime' | 'threads'; readonly protectedDirs?: ReadonlyArray<string> } = {},
): Promise<Runners> {
  // OJ_WASI_RUNNER=threads keeps wasmtime out even where it is installed.
  const preferWasmtime = (options.wasi ?? process.env['OJ_WASI_RUNNER']) !== 'threads'
  const protectedDirs = options.protectedDirs ?? []
  const [native, wasi] = await Promise.all([
    openOne('native', new URL('./sandbox/index.ts', import.meta.url).href, 'openNativeRunner', {
      log,
      protectedDirs,
    }),
    openOne('wasi', new URL('./wasi/index.ts', import.meta.url).href, 'openWasiRunner', {
      log,
      preferWasmtime,
      protectedDirs,
    }),
  ])
  return { native, wasi }
}

async function openOne(
  kind: string,
  url: string,
  exportName: string,
  options: {
    readonly log: (message: string) => void
    readonly preferWasmtime?: boolean
    readonly protectedDirs: ReadonlyArray<string>
  },
): Promise<Runner | undefined> {
  const { log } = options
  try {
    const module = (await import(url)) as Record<string, unknown>
    const open = module[exportName]
    if (typeof open !== 'function') throw new Error(`${url} has no ${exportName}()`)
    return (await (open as (o: typeof options) => Promise<Runner>)(options)) ?? undefined
  } catch (error) {
    log(`the ${kind} runner is not available here: ${error instanceof Error ? error.message : String(error)}`)
    return undefined
  }
}

/** Closes the runners that opened. */
export async function closeRunners(runners: Runners): Promise<void> {
  for (const runner of [runners.native, runners.wasi]) await runner?.close().catch(() => undefined)
}
