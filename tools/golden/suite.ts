// Reads the declarative golden suite from tools/golden/problems: each folder a problem (problem.json,
// data/N.in + N.out, optional checker.cpp / interactor.cpp) with solutions named by their verdict.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { languageOfFile } from './languages.ts'

const PROBLEMS_DIR = join(import.meta.dirname, 'problems')

/** Verdict names of solution files and the judge status code each stands for (spec 1 §3). */
export const VERDICTS = { AC: 0, WA: -1, PE: -3, CE: -2, TLE: 1, MLE: 2, RE: 3, SE: 4, PA: 8 } as const
export type Verdict = keyof typeof VERDICTS

interface ProblemSpec {
  readonly title: string
  readonly description: string
  readonly type: 'ACM' | 'OI'
  readonly timeLimit: number
  readonly memoryLimit: number
  readonly stackLimit?: number
  readonly judgeMode: 'default' | 'spj' | 'interactive'
  readonly judgeCaseMode: 'default' | 'subtask_lowest' | 'subtask_average' | 'ergodic_without_error'
  readonly isRemoveEndBlank: boolean
  /** Points and subtask group of each case, in data order (OI). */
  readonly cases?: ReadonlyArray<{ readonly score: number; readonly group?: number }>
  readonly spjLanguage?: string
  readonly fileIO?: { readonly input: string; readonly output: string }
  readonly userExtraFile?: Readonly<Record<string, string>>
  /** How many case results a solution must have (e.g. judging stopped at the first error). */
  readonly expectCaseCount?: Readonly<Record<string, number>>
  /** Host paths the solutions try to create; none may exist after judging. */
  readonly hostMustNotExist?: ReadonlyArray<string>
  /** A loopback port the runner listens on while judging; no solution may connect to it. */
  readonly canaryPort?: number
}

export interface Solution {
  readonly file: string
  readonly code: string
  readonly language: string
  readonly verdict: Verdict
  /** The expected score: PA-<score>; for OI problems AC is the total and the others 0; null for ACM. */
  readonly score: number | null
  /** The file's first comment line, which states the expectation for people. */
  readonly expectation: string
}

export interface GoldenProblem {
  readonly name: string
  readonly spec: ProblemSpec
  /** File name (N.in, N.out) to content, in case order. */
  readonly data: ReadonlyArray<{ readonly input: string; readonly output: string; readonly name: number }>
  readonly dataFiles: Readonly<Record<string, string>>
  /** checker.cpp or interactor.cpp. */
  readonly judgeProgram?: string
  readonly solutions: ReadonlyArray<Solution>
}

const SOLUTION_NAME = /^(AC|WA|PE|CE|TLE|MLE|RE|SE|PA)(?:-(\d+))?\.([a-z0-9-]+)\.(.+)$/

/** `PA-40.half.cpp` → PA, 40; the language from the extension (see languages.ts). */
export function parseSolutionName(file: string): { verdict: Verdict; score?: number; language: string } {
  const match = SOLUTION_NAME.exec(file)
  if (!match) throw new Error(`${file}: not <VERDICT>[-<score>].<what>.<ext>`)
  const verdict = match[1] as Verdict
  if ((verdict === 'PA') !== (match[2] !== undefined))
    throw new Error(`${file}: a score goes with PA and only with PA (PA-<score>)`)
  return {
    verdict,
    ...(match[2] === undefined ? {} : { score: Number(match[2]) }),
    language: languageOfFile(file),
  }
}

const firstLine = (code: string) => code.split('\n', 1)[0]?.trim() ?? ''

function loadSolutions(dir: string, spec: ProblemSpec): Solution[] {
  const total = (spec.cases ?? []).reduce((sum, c, i, all) => {
    // Subtasks: every case of a group carries the group's points; count each group once.
    if (spec.judgeCaseMode.startsWith('subtask'))
      return all.findIndex((o) => o.group === c.group) === i ? sum + c.score : sum
    return sum + c.score
  }, 0)
  return readdirSync(join(dir, 'solutions'))
    .sort()
    .map((file) => {
      const parsed = parseSolutionName(file)
      const code = readFileSync(join(dir, 'solutions', file), 'utf8')
      const oi = spec.type === 'OI'
      const score = parsed.score ?? (oi ? (parsed.verdict === 'AC' ? total : 0) : null)
      return {
        file,
        code,
        language: parsed.language,
        verdict: parsed.verdict,
        score,
        expectation: firstLine(code),
      }
    })
}

function loadData(dir: string) {
  const names = readdirSync(join(dir, 'data'))
  const numbers = names
    .filter((n) => n.endsWith('.in'))
    .map((n) => Number(n.slice(0, -3)))
    .sort((a, b) => a - b)
  const dataFiles = Object.fromEntries(names.map((n) => [n, readFileSync(join(dir, 'data', n), 'utf8')]))
  return {
    dataFiles,
    data: numbers.map((name) => ({
      name,
      input: dataFiles[`${name}.in`] ?? '',
      output: dataFiles[`${name}.out`] ?? '',
    })),
  }
}

export function loadProblem(name: string): GoldenProblem {
  const dir = join(PROBLEMS_DIR, name)
  const spec = JSON.parse(readFileSync(join(dir, 'problem.json'), 'utf8')) as ProblemSpec
  const judgeFile = ['checker.cpp', 'interactor.cpp'].find((f) => existsSync(join(dir, f)))
  const { data, dataFiles } = loadData(dir)
  return {
    name,
    spec,
    data,
    dataFiles,
    ...(judgeFile ? { judgeProgram: readFileSync(join(dir, judgeFile), 'utf8') } : {}),
    solutions: loadSolutions(dir, spec),
  }
}

export const loadSuite = (): GoldenProblem[] =>
  readdirSync(PROBLEMS_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => loadProblem(e.name))
    .sort((a, b) => a.name.localeCompare(b.name))
