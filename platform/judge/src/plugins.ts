import c from '@oj/judge-lang-c'
import cpp from '@oj/judge-lang-cpp'
import go from '@oj/judge-lang-go'
import java from '@oj/judge-lang-java'
import javascript from '@oj/judge-lang-javascript'
import python2 from '@oj/judge-lang-python2'
import python3 from '@oj/judge-lang-python3'
import wasiC from '@oj/judge-lang-wasi-c'
import wasiCpp from '@oj/judge-lang-wasi-cpp'
import wasiJavascript from '@oj/judge-lang-wasi-javascript'
import wasiPython from '@oj/judge-lang-wasi-python'
import type { LanguageDef } from '@oj/sdk/judge'

/**
 * The installed judge plugins: the one file allowed to import `@oj/judge-lang-*` (the lint rule
 * says so). Each default export is a LanguageDef or an array of them; the worker keeps those
 * whose toolchain this machine has.
 */
const plugins: ReadonlyArray<LanguageDef | ReadonlyArray<LanguageDef>> = [
  c,
  cpp,
  java,
  python3,
  python2,
  javascript,
  go,
  wasiC,
  wasiCpp,
  wasiPython,
  wasiJavascript,
]

export const installedLanguages: ReadonlyArray<LanguageDef> = plugins.flat()
