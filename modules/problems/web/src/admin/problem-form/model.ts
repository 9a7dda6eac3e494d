import type { ProblemCaseView } from '@oj/problems-contract'
import { parseExamples } from '@oj/problems-contract'

// The shared problem form's values, its transitions (spec 3 §4) and its save checks (spec 3 §5, in
// their order), as pure functions; the form component only renders them. One form for the bank,
// contests, trainings and groups: the context says what differs.

export type JudgeMode = 'default' | 'spj' | 'interactive'
export type JudgeCaseMode = 'default' | 'subtask_lowest' | 'subtask_average' | 'ergodic_without_error'

interface ExampleDraft {
  readonly input: string
  readonly output: string
}

/** A test case: typed in (content), or of an upload (file names). Scores and groups as typed. */
export interface CaseDraft {
  readonly input: string
  readonly output: string
  readonly score: string
  readonly groupNum: string
}

interface TemplateDraft {
  readonly code: string
  /** Checked: the problem's own template replaces the language's. */
  readonly status: boolean
}

export interface ProblemFormState {
  readonly id: number | undefined
  readonly problemId: string
  readonly title: string
  readonly description: string
  readonly input: string
  readonly output: string
  readonly hint: string
  readonly source: string
  readonly examples: ReadonlyArray<ExampleDraft>
  readonly timeLimit: string
  readonly memoryLimit: string
  readonly stackLimit: string
  readonly difficulty: number
  /** 1 public, 2 private, 3 contest */
  readonly auth: number
  /** 0 ACM, 1 OI */
  readonly type: number
  readonly codeShare: boolean
  readonly isRemoveEndBlank: boolean
  readonly openCaseResult: boolean
  readonly isRemote: boolean
  readonly judgeMode: JudgeMode
  readonly judgeCaseMode: JudgeCaseMode
  readonly spjLanguage: string
  readonly spjCode: string
  /** The checker compiled since its code or language last changed. */
  readonly spjCompileOk: boolean
  /** The checker as stored: a change of it must compile before a save. */
  readonly spjRecord: { readonly language: string; readonly code: string }
  readonly isFileIO: boolean
  readonly ioReadFileName: string
  readonly ioWriteFileName: string
  /** Cases from a zip (else typed in). */
  readonly isUploadCase: boolean
  readonly cases: ReadonlyArray<CaseDraft>
  readonly uploaded: ReadonlyArray<CaseDraft>
  /** A new upload's id (data.fileListDir); undefined keeps the stored cases. */
  readonly uploadDir: string | undefined
  /** The problem has uploaded cases: stored ones, or a new upload. */
  readonly testCaseUploaded: boolean
  readonly tags: ReadonlyArray<string>
  readonly languages: ReadonlyArray<string>
  readonly templates: Readonly<Record<string, TemplateDraft>>
  readonly userExtraFiles: Readonly<Record<string, string>>
  readonly judgeExtraFiles: Readonly<Record<string, string>>
}

/** Where the form is: the bank, a contest (its type is the problem's), a training or a group. */
export interface FormContext {
  readonly kind: 'bank' | 'contest' | 'training' | 'group'
  /** A contest's rule type (0 ACM, 1 OI): the problem's type follows it and is locked. */
  readonly contestType?: number
  /** Root and problem admins may make a problem public. */
  readonly mayPublish: boolean
  /** A group's problem: its id, named by the group's compile and upload calls. */
  readonly gid?: number
  /** A group's fixed prefix of display ids, shown before the id field (which holds the rest). */
  readonly problemPrefix?: string
}

/** The display id without the group's prefix, as the id field edits it (the server adds it back). */
export function withoutPrefix(problemId: string, prefix: string | undefined): string {
  if (!prefix) return problemId
  return problemId.toUpperCase().startsWith(prefix.toUpperCase()) ? problemId.slice(prefix.length) : problemId
}

/** The contest's part of a contest problem: its id and title there. */
export interface ContestPlace {
  readonly displayId: string
  readonly displayTitle: string
}

export const SUBTASK_MODES: ReadonlyArray<JudgeCaseMode> = ['subtask_lowest', 'subtask_average']

export function emptyForm(context: FormContext, languages: ReadonlyArray<string>): ProblemFormState {
  const contest = context.kind === 'contest'
  return {
    id: undefined,
    problemId: '',
    title: '',
    description: '',
    input: '',
    output: '',
    hint: '',
    source: '',
    examples: [{ input: '', output: '' }],
    timeLimit: '1000',
    memoryLimit: '256',
    stackLimit: '128',
    difficulty: 0,
    auth: contest ? 3 : context.mayPublish ? 1 : 2,
    type: contest ? (context.contestType ?? 0) : 0,
    codeShare: true,
    isRemoveEndBlank: true,
    openCaseResult: true,
    isRemote: false,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    spjLanguage: 'C',
    spjCode: '',
    spjCompileOk: false,
    spjRecord: { language: '', code: '' },
    isFileIO: false,
    ioReadFileName: '',
    ioWriteFileName: '',
    isUploadCase: true,
    cases: [],
    uploaded: [],
    uploadDir: undefined,
    testCaseUploaded: false,
    tags: [],
    languages,
    templates: {},
    userExtraFiles: {},
    judgeExtraFiles: {},
  }
}

const mapOf = (text: string | null): Record<string, string> => {
  if (!text) return {}
  try {
    const value = JSON.parse(text) as unknown
    return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/** The problem as GET /admin/problem answers it (HOJ's Problem). */
export interface StoredProblem {
  readonly id: number
  readonly problemId: string
  readonly title: string
  readonly description: string
  readonly input: string
  readonly output: string
  readonly hint: string
  readonly source: string
  readonly examples: string
  readonly timeLimit: number
  readonly memoryLimit: number
  readonly stackLimit: number
  readonly difficulty: number
  readonly auth: number
  readonly type: number
  readonly codeShare: boolean
  readonly isRemoveEndBlank: boolean
  readonly openCaseResult: boolean
  readonly isRemote: boolean
  readonly judgeMode: string
  readonly judgeCaseMode: string
  readonly spjLanguage: string | null
  readonly spjCode: string | null
  readonly isFileIO: boolean
  readonly ioReadFileName: string | null
  readonly ioWriteFileName: string | null
  readonly isUploadCase: boolean
  readonly userExtraFile: string | null
  readonly judgeExtraFile: string | null
}

const judgeModeOf = (mode: string): JudgeMode => (mode === 'spj' || mode === 'interactive' ? mode : 'default')
const caseModeOf = (mode: string): JudgeCaseMode =>
  (['subtask_lowest', 'subtask_average', 'ergodic_without_error'] as ReadonlyArray<string>).includes(mode)
    ? (mode as JudgeCaseMode)
    : 'default'

/** The form of a stored problem with its cases, tags, languages and own templates. */
export function fromStored(
  problem: StoredProblem,
  extras: {
    readonly cases: ReadonlyArray<ProblemCaseView>
    readonly tags: ReadonlyArray<string>
    readonly languages: ReadonlyArray<string>
    readonly templates: ReadonlyArray<{ readonly language: string; readonly code: string }>
  },
): ProblemFormState {
  const examples = parseExamples(problem.examples)
  const cases = extras.cases.map((c) => ({
    input: c.input,
    output: c.output,
    score: String(c.score),
    groupNum: c.groupNum === 0 ? '' : String(c.groupNum),
  }))
  const spjLanguage = problem.spjLanguage ?? 'C'
  const spjCode = problem.spjCode ?? ''
  return {
    id: problem.id,
    problemId: problem.problemId,
    title: problem.title,
    description: problem.description,
    input: problem.input,
    output: problem.output,
    hint: problem.hint,
    source: problem.source,
    examples: examples.length > 0 ? examples : [{ input: '', output: '' }],
    timeLimit: String(problem.timeLimit),
    memoryLimit: String(problem.memoryLimit),
    stackLimit: String(problem.stackLimit),
    difficulty: problem.difficulty,
    auth: problem.auth,
    type: problem.type,
    codeShare: problem.codeShare,
    isRemoveEndBlank: problem.isRemoveEndBlank,
    openCaseResult: problem.openCaseResult,
    isRemote: problem.isRemote,
    judgeMode: judgeModeOf(problem.judgeMode),
    judgeCaseMode: caseModeOf(problem.judgeCaseMode),
    spjLanguage,
    spjCode,
    spjCompileOk: false,
    spjRecord: { language: spjLanguage, code: spjCode },
    isFileIO: problem.isFileIO,
    ioReadFileName: problem.ioReadFileName ?? '',
    ioWriteFileName: problem.ioWriteFileName ?? '',
    isUploadCase: problem.isUploadCase,
    cases: problem.isUploadCase ? [] : cases,
    uploaded: problem.isUploadCase ? cases : [],
    uploadDir: undefined,
    testCaseUploaded: problem.isUploadCase && cases.length > 0,
    tags: extras.tags,
    languages: extras.languages,
    templates: Object.fromEntries(extras.templates.map((t) => [t.language, { code: t.code, status: true }])),
    userExtraFiles: mapOf(problem.userExtraFile),
    judgeExtraFiles: mapOf(problem.judgeExtraFile),
  }
}

/**
 * 100 points split evenly over n cases; the last `100 mod n` get one more (HOJ: the remainder on the
 * last cases). Fewer than one point each: all 0 but the remainder.
 */
export function splitHundred(n: number): Array<number> {
  if (n <= 0) return []
  const each = Math.floor(100 / n)
  const extra = 100 - each * n
  return Array.from({ length: n }, (_, i) => each + (i >= n - extra ? 1 : 0))
}

const withScores = (cases: ReadonlyArray<CaseDraft>): Array<CaseDraft> => {
  const scores = splitHundred(cases.length)
  return cases.map((c, i) => ({ ...c, score: String(scores[i] ?? 0) }))
}

/** §4: switching to OI splits 100 points over the cases (typed in and uploaded). */
export function setType(state: ProblemFormState, type: number): ProblemFormState {
  if (type !== 1)
    return {
      ...state,
      type,
      judgeCaseMode: state.judgeCaseMode === 'ergodic_without_error' ? 'ergodic_without_error' : 'default',
    }
  return {
    ...state,
    type,
    cases: withScores(state.cases),
    uploaded: withScores(state.uploaded),
    judgeCaseMode: state.judgeCaseMode === 'ergodic_without_error' ? 'default' : state.judgeCaseMode,
  }
}

/** §4: the checker's compile flag resets when its code or language changes. */
export function setChecker(
  state: ProblemFormState,
  patch: { readonly spjCode?: string; readonly spjLanguage?: string },
): ProblemFormState {
  return { ...state, ...patch, spjCompileOk: false }
}

/** The judge case modes a problem of this type may use (§3: subtasks for OI, ergodic for ACM). */
export const caseModesFor = (type: number): ReadonlyArray<JudgeCaseMode> =>
  type === 1 ? ['default', 'subtask_lowest', 'subtask_average'] : ['default', 'ergodic_without_error']

/** The auths the context allows: contest-only only in a contest (never in a training); public for publishers. */
export function authOptions(
  context: FormContext,
): ReadonlyArray<{ readonly auth: number; readonly disabled: boolean }> {
  return [
    { auth: 1, disabled: !context.mayPublish },
    { auth: 2, disabled: false },
    { auth: 3, disabled: context.kind !== 'contest' },
  ]
}

/** An upload's file list as the form's cases: OI scores split 100, a missing answer shown as '-'. */
export function uploadedCases(
  state: ProblemFormState,
  fileList: ReadonlyArray<{ readonly input: string; readonly output: string }>,
  dir: string,
): ProblemFormState {
  const scores = splitHundred(fileList.length)
  return {
    ...state,
    uploaded: fileList.map((f, i) => ({
      input: f.input,
      output: f.output || '-',
      score: state.type === 1 ? String(scores[i] ?? 0) : '0',
      groupNum: '',
    })),
    uploadDir: dir,
    testCaseUploaded: true,
  }
}

/** Adds a tag; the same name twice is refused (a warning, HOJ's Add_Tag_Error). */
export function addTag(
  state: ProblemFormState,
  name: string,
): { state: ProblemFormState; duplicate: boolean } {
  const tag = name.trim()
  if (tag === '') return { state, duplicate: false }
  if (state.tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return { state, duplicate: true }
  return { state: { ...state, tags: [...state.tags, tag] }, duplicate: false }
}

/** A save check that failed: its message id and values (the messages are the web's). */
export interface FormProblem {
  readonly id: string
  readonly values?: Readonly<Record<string, string | number>>
}

const isInt = (text: string) => /^\s*-?\d+\s*$/.test(text)

/** Whether the checker changed from the stored one (it must then have compiled). */
const checkerChanged = (s: ProblemFormState) =>
  s.spjRecord.language !== s.spjLanguage || s.spjRecord.code !== s.spjCode

/** The save checks of spec 3 §5, in their order: the first that fails, or undefined. */
export function checkForm(
  s: ProblemFormState,
  context: FormContext,
  place?: ContestPlace,
): FormProblem | undefined {
  if (s.problemId.trim() === '') return { id: 'problems.admin.form.check.problemId' }
  if (s.title.trim() === '') return { id: 'problems.admin.form.check.title' }
  if (context.kind === 'contest' && place) {
    if (place.displayId.trim() === '') return { id: 'problems.admin.form.check.displayId' }
    if (place.displayTitle.trim() === '') return { id: 'problems.admin.form.check.displayTitle' }
  }
  if (s.isFileIO && (s.ioReadFileName.trim() === '' || s.ioWriteFileName.trim() === ''))
    return { id: 'problems.admin.form.check.fileIO' }
  if (!s.isRemote) {
    if (s.isUploadCase && !s.testCaseUploaded) return { id: 'problems.admin.form.check.samples' }
    const list = s.isUploadCase ? s.uploaded : s.cases
    if (s.type === 1) {
      for (const [i, c] of list.entries()) {
        if (c.score.trim() === '' || !isInt(c.score))
          return { id: 'problems.admin.form.check.scoreInt', values: { n: i + 1 } }
        if (Number(c.score) < 0) return { id: 'problems.admin.form.check.scoreMin', values: { n: i + 1 } }
      }
    }
    if (SUBTASK_MODES.includes(s.judgeCaseMode)) {
      for (const [i, c] of list.entries()) {
        if (c.groupNum.trim() === '' || !isInt(c.groupNum))
          return { id: 'problems.admin.form.check.group', values: { n: i + 1 } }
      }
    }
    if (!s.isUploadCase) {
      if (s.cases.length === 0) return { id: 'problems.admin.form.check.samples' }
      for (const [i, c] of s.cases.entries()) {
        if (c.input === '' && c.output === '')
          return { id: 'problems.admin.form.check.caseEmpty', values: { n: i + 1 } }
      }
    }
    if (s.judgeMode !== 'default') {
      if (s.spjCode.trim() === '') return { id: 'problems.admin.form.check.spjCode' }
      if (!s.spjCompileOk && checkerChanged(s)) return { id: 'problems.admin.form.check.spjCompile' }
    }
  }
  if (s.languages.length === 0) return { id: 'problems.admin.form.check.language' }
  for (const language of s.languages) {
    const t = s.templates[language]
    if (t?.status && t.code.trim() === '')
      return { id: 'problems.admin.form.check.template', values: { language } }
  }
  return undefined
}

const int = (text: string): number | undefined => {
  const n = Number(text.trim())
  return text.trim() !== '' && Number.isInteger(n) ? n : undefined
}

/** HOJ's examples string (empty samples left out). */
const examplesText = (examples: ReadonlyArray<ExampleDraft>): string =>
  examples
    .filter((e) => e.input !== '' || e.output !== '')
    .map((e) => `<input>${e.input}</input><output>${e.output}</output>`)
    .join('')

const extraText = (files: Readonly<Record<string, string>>) =>
  Object.keys(files).length === 0 ? null : JSON.stringify(files)

/**
 * HOJ's ProblemDTO of the form, for POST/PUT /admin/problem (or a context's own call, which takes
 * the same body): uploaded cases by file name with scores and groups, or typed-in cases.
 */
export function toBody(s: ProblemFormState): Record<string, unknown> {
  const oi = s.type === 1
  const judged = s.judgeMode !== 'default'
  const caseOf = (c: CaseDraft) => ({
    input: c.input,
    output: c.output === '-' ? '' : c.output,
    score: oi ? (int(c.score) ?? 0) : 0,
    ...(SUBTASK_MODES.includes(s.judgeCaseMode) && int(c.groupNum) !== undefined
      ? { groupNum: int(c.groupNum) }
      : {}),
  })
  // A new upload, or the stored uploaded cases with their scores and groups as edited.
  const uploadedCasesBody = s.uploadDir
    ? { isUploadTestCase: true, uploadTestcaseDir: s.uploadDir, samples: s.uploaded.map(caseOf) }
    : s.uploaded.length > 0
      ? { isUploadTestCase: true, samples: s.uploaded.map(caseOf) }
      : {}
  return {
    problem: {
      ...(s.id === undefined ? {} : { id: s.id }),
      problemId: s.problemId.trim(),
      title: s.title,
      description: s.description,
      input: s.input,
      output: s.output,
      hint: s.hint,
      source: s.source,
      examples: examplesText(s.examples),
      type: s.type,
      timeLimit: int(s.timeLimit),
      memoryLimit: int(s.memoryLimit),
      stackLimit: int(s.stackLimit),
      difficulty: s.difficulty,
      auth: s.auth,
      codeShare: s.codeShare,
      isRemoveEndBlank: s.isRemoveEndBlank,
      openCaseResult: s.openCaseResult,
      isRemote: s.isRemote,
      judgeMode: s.judgeMode,
      judgeCaseMode: s.judgeCaseMode,
      spjCode: judged ? s.spjCode : '',
      spjLanguage: judged ? s.spjLanguage : '',
      isFileIO: s.isFileIO,
      ioReadFileName: s.isFileIO ? s.ioReadFileName.trim() : '',
      ioWriteFileName: s.isFileIO ? s.ioWriteFileName.trim() : '',
      userExtraFile: extraText(s.userExtraFiles),
      judgeExtraFile: extraText(s.judgeExtraFiles),
      isUploadCase: s.isUploadCase,
    },
    judgeMode: s.judgeMode,
    ...(s.isRemote
      ? {}
      : s.isUploadCase
        ? uploadedCasesBody
        : { isUploadTestCase: false, samples: s.cases.map(caseOf) }),
    ...(judged && checkerChanged(s) ? { changeModeCode: true } : {}),
    languages: [...s.languages],
    tags: [...s.tags],
    codeTemplates: s.languages.flatMap((language) => {
      const t = s.templates[language]
      return t?.status ? [{ language, code: t.code, status: true }] : []
    }),
  }
}
