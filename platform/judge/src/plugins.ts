import c from '@oj/judge-lang-c'
import cpp from '@oj/judge-lang-cpp'
import go from '@oj/judge-lang-go'
import java from '@oj/judge-lang-java'
import javascript from '@oj/judge-lang-javascript'
import python2 from '@oj/judge-lang-python2'
import python3 from '@oj/judge-lang-python3'
import type { LanguageDef } from '@oj/sdk/judge'

/**
 * The installed judge plugins: the one file allowed to import `@oj/judge-lang-*` (the lint rule
 * says so). Each default export is a LanguageDef or an array of them; the worker keeps those
 * whose toolchain this machine has. The WASI languages join when their packages have a src/index.ts.
 */
const plugins: ReadonlyArray<LanguageDef | ReadonlyArray<LanguageDef>> = [
  c,
  cpp,
  java,
  python3,
  python2,
  javascript,
  go,
]

export const installedLanguages: ReadonlyArray<LanguageDef> = plugins.flat()
