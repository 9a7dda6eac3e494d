import type { EditableProblem } from '@oj/contests-contract'
import { parseExamples, type ProblemCaseView } from '@oj/problems-contract'

// The contest problem form's values and how they become HOJ's ProblemDTO for POST/PUT
// /admin/contest/problem (typed-in test cases only; a zip upload stays in the problem admin).

export interface TextPair {
  readonly input: string
  readonly output: string
}

export interface CaseDraft extends TextPair {
  /** OI: the case's score. */
  readonly score: string
}

export type JudgeMode = 'default' | 'spj' | 'interactive'

export interface ProblemForm {
  readonly problemId: string
  readonly title: string
  /** The problem's id in the contest (A, B, …); only asked when creating. */
  readonly displayId: string
  readonly description: string
  readonly input: string
  readonly output: string
  readonly hint: string
  readonly examples: ReadonlyArray<TextPair>
  /** ms */
  readonly timeLimit: string
  /** MB */
  readonly memoryLimit: string
  readonly cases: ReadonlyArray<CaseDraft>
  /** The stored cases came from a zip: they are kept as they are. */
  readonly uploadedCases: boolean
  readonly judgeMode: JudgeMode
  readonly spjLanguage: string
  readonly spjCode: string
  readonly isRemoveEndBlank: boolean
}

export const emptyProblemForm = (displayId: string): ProblemForm => ({
  problemId: '',
  title: '',
  displayId,
  description: '',
  input: '',
  output: '',
  hint: '',
  examples: [{ input: '', output: '' }],
  timeLimit: '1000',
  memoryLimit: '256',
  cases: [{ input: '', output: '', score: '' }],
  uploadedCases: false,
  judgeMode: 'default',
  spjLanguage: 'C++',
  spjCode: '',
  isRemoveEndBlank: true,
})

const judgeMode = (mode: string): JudgeMode => (mode === 'spj' || mode === 'interactive' ? mode : 'default')

/** The form of a stored problem and its cases (typed-in cases carry their content). */
export function fromProblem(problem: EditableProblem, cases: ReadonlyArray<ProblemCaseView>): ProblemForm {
  const examples = parseExamples(problem.examples)
  return {
    problemId: problem.problemId,
    title: problem.title,
    displayId: '',
    description: problem.description,
    input: problem.input,
    output: problem.output,
    hint: problem.hint,
    examples: examples.length > 0 ? examples : [{ input: '', output: '' }],
    timeLimit: String(problem.timeLimit),
    memoryLimit: String(problem.memoryLimit),
    cases: problem.isUploadCase
      ? []
      : cases.map((c) => ({ input: c.input, output: c.output, score: String(c.score) })),
    uploadedCases: problem.isUploadCase,
    judgeMode: judgeMode(problem.judgeMode),
    spjLanguage: problem.spjLanguage ?? 'C++',
    spjCode: problem.spjCode ?? '',
    isRemoveEndBlank: problem.isRemoveEndBlank,
  }
}

/** HOJ's examples string of the statement's samples (empty ones left out). */
export const examplesText = (examples: ReadonlyArray<TextPair>): string =>
  examples
    .filter((e) => e.input !== '' || e.output !== '')
    .map((e) => `<input>${e.input}</input><output>${e.output}</output>`)
    .join('')

const int = (text: string): number | undefined => {
  const n = Number(text.trim())
  return text.trim() !== '' && Number.isInteger(n) ? n : undefined
}

/**
 * The body of POST (no `pid`) or PUT /admin/contest/problem: the problem, its typed-in cases
 * (OI: with their scores), and the contest (`cid`, and the display id of a new problem).
 */
export function toBody(
  form: ProblemForm,
  contest: { readonly cid: number; readonly type: number },
  pid?: number,
): Record<string, unknown> {
  const oi = contest.type === 1
  const judged = form.judgeMode !== 'default'
  return {
    problem: {
      ...(pid === undefined ? {} : { id: pid }),
      problemId: form.problemId.trim(),
      title: form.title,
      description: form.description,
      input: form.input,
      output: form.output,
      hint: form.hint,
      examples: examplesText(form.examples),
      type: contest.type,
      timeLimit: int(form.timeLimit),
      memoryLimit: int(form.memoryLimit),
      judgeMode: form.judgeMode,
      judgeCaseMode: 'default',
      isRemoveEndBlank: form.isRemoveEndBlank,
      ...(judged ? { spjCode: form.spjCode, spjLanguage: form.spjLanguage } : {}),
    },
    judgeMode: form.judgeMode,
    ...(form.uploadedCases
      ? {}
      : {
          isUploadTestCase: false,
          samples: form.cases.map((c) => ({
            input: c.input,
            output: c.output,
            ...(oi ? { score: int(c.score) ?? 0 } : {}),
          })),
        }),
    cid: contest.cid,
    ...(pid === undefined ? { displayId: form.displayId.trim() } : {}),
  }
}
