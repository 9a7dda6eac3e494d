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
import atcoder from '@oj/judge-remote-atcoder'
import codeforces from '@oj/judge-remote-codeforces'
import gym from '@oj/judge-remote-gym'
import hdu from '@oj/judge-remote-hdu'
import hoj from '@oj/judge-remote-hoj'
import poj from '@oj/judge-remote-poj'
import spoj from '@oj/judge-remote-spoj'
import type { AnyRemoteJudge, LanguageDef } from '@oj/sdk/judge'

/**
 * The installed judge plugins: the one file allowed to import `@oj/judge-lang-*` and
 * `@oj/judge-remote-*` (the lint rule says so). Each default export is a LanguageDef or an array of them; the worker keeps those
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

/** The installed remote judge adapters (their lanes are `judge-<priority>-remote-<id>`). */
export const installedRemoteJudges: ReadonlyArray<AnyRemoteJudge> = [
  hdu,
  codeforces,
  gym,
  poj,
  atcoder,
  spoj,
  hoj,
]
