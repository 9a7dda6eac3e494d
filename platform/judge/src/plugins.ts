import type { LanguageDef } from '@oj/sdk/judge'

/**
 * The installed judge plugins: the one file allowed to import `@oj/judge-lang-*` (the lint rule
 * says so). Each default export is a LanguageDef or an array of them; the worker keeps those
 * whose toolchain this machine has.
 */
const plugins: ReadonlyArray<LanguageDef | ReadonlyArray<LanguageDef>> = []

export const installedLanguages: ReadonlyArray<LanguageDef> = plugins.flat()
