// One line per solution that did not get what its name promises: what was expected, what came.
import type { Outcome } from './judge-all.ts'
import { type GoldenProblem, type Solution, VERDICTS } from './suite.ts'

const NAME_BY_STATUS = new Map<number, string>([
  ...Object.entries(VERDICTS).map(([name, code]) => [code, name] as [number, string]),
  [-4, 'Cancelled'],
  [5, 'Pending'],
  [6, 'Compiling'],
  [7, 'Judging'],
])
const nameOf = (status: number) => NAME_BY_STATUS.get(status) ?? `status ${status}`

/** '' when the outcome matches the solution's name, else the line that says how it does not. */
export function mismatchOf(problem: GoldenProblem, solution: Solution, outcome: Outcome): string {
  const { view, cases } = outcome
  const problems: string[] = []
  const expected = VERDICTS[solution.verdict]
  if (view.status !== expected) problems.push(`expected ${solution.verdict} got ${nameOf(view.status)}`)
  if (solution.score !== null && view.score !== solution.score)
    problems.push(`expected score ${solution.score} got ${view.score}`)
  const count = problem.spec.expectCaseCount?.[solution.file]
  if (count !== undefined && cases.length !== count)
    problems.push(`expected ${count} case results got ${cases.length}`)
  if (problems.length === 0) return ''
  const perCase = cases.map((c) => `${c.seq}:${nameOf(c.status)}`).join(' ')
  const message = (view.errorMessage ?? '').replace(/\s+/g, ' ').trim().slice(0, 300)
  return (
    `${problem.name}/${solution.file}: ${problems.join('; ')}` +
    (perCase ? ` [cases ${perCase}]` : '') +
    (message ? ` — ${message}` : '') +
    `  (${solution.expectation})`
  )
}
