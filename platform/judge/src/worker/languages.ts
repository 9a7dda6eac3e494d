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
  const found: AvailableLanguage[] = []
  for (const def of languages) {
    const runner = def.runtime === 'native' ? runners.native : runners.wasi
    if (!runner) {
      log(`language ${def.name}: no ${def.runtime} runner here`)
      continue
    }
    if (def.compile && !runners.native) {
      log(`language ${def.name}: no native sandbox to compile in`)
      continue
    }
    const availability = await def.available().catch((error: unknown) => ({
      available: false as const,
      reason: error instanceof Error ? error.message : String(error),
    }))
    if (availability.available) found.push({ def, version: availability.version })
    else log(`language ${def.name}: unavailable (${availability.reason})`)
  }
  return found
}

export const describeLanguage = ({ def, version }: AvailableLanguage): WorkerLanguage => ({
  name: def.name,
  description: def.description,
  family: def.family,
  version,
})
