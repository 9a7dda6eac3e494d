import type { LanguageDef, WorkerLanguage } from '@oj/sdk/judge'

import type { Runners } from '../judge/env.ts'

export interface AvailableLanguage {
  readonly def: LanguageDef
  readonly version: string
}

/**
 * The languages this machine can judge: the plugin says its toolchain is here, the runner its
 * runtime needs opened, and a compiled language has the native sandbox to compile in.
 */
export async function availableLanguages(
  languages: ReadonlyArray<LanguageDef>,
  runners: Runners,
  log: (message: string) => void,
): Promise<Array<AvailableLanguage>> {
  // Probed at once: each asks its toolchain for a version, and a JVM takes its time to answer.
  const probed = await Promise.all(
    languages.map(async (def): Promise<AvailableLanguage | undefined> => {
      const runner = def.runtime === 'native' ? runners.native : runners.wasi
      if (!runner) {
        log(`language ${def.name}: no ${def.runtime} runner here`)
        return undefined
      }
      if (def.compile && !runners.native) {
        log(`language ${def.name}: no native sandbox to compile in`)
        return undefined
      }
      const availability = await def.available().catch((error: unknown) => ({
        available: false as const,
        reason: error instanceof Error ? error.message : String(error),
      }))
      if (availability.available) return { def, version: availability.version }
      log(`language ${def.name}: unavailable (${availability.reason})`)
      return undefined
    }),
  )
  return probed.filter((l) => l !== undefined)
}

export const describeLanguage = ({ def, version }: AvailableLanguage): WorkerLanguage => ({
  name: def.name,
  description: def.description,
  family: def.family,
  version,
  contentType: def.contentType,
  template: def.template,
  ...(def.compile ? { compileCommand: def.compile.command.join(' ') } : {}),
  spj: def.spj ?? false,
})
