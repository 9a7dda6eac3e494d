// GET /get-problem-detail as agreed for issue 5 (notes: shapes5.md). Kept here until the contract
// carries it; only the fields the page reads.

export interface ProblemExample {
  readonly input: string
  readonly output: string
}

export interface ProblemCount {
  readonly total: number
  readonly ac: number
  readonly wa: number
  readonly ce: number
  readonly pa: number
  readonly tle: number
  readonly mle: number
  readonly re: number
  readonly pe: number
  readonly se: number
}

export interface ProblemDetailProblem {
  /** The numeric id (submissions use it). */
  readonly pid: number
  /** The display id. */
  readonly problemId: string
  readonly title: string
  readonly author?: string | null
  /** 0 ACM, 1 OI */
  readonly type: number
  readonly judgeMode?: string
  /** ms */
  readonly timeLimit: number
  /** MB */
  readonly memoryLimit: number
  /** MB */
  readonly stackLimit?: number | null
  readonly description: string | null
  readonly input: string | null
  readonly output: string | null
  readonly examples: ReadonlyArray<ProblemExample>
  readonly hint: string | null
  readonly source: string | null
  readonly difficulty: number
  readonly isRemote: boolean
  readonly remoteOj?: string | null
  readonly userExtraFile?: Readonly<Record<string, string>> | null
  readonly gid?: number | null
}

export interface ProblemDetailTag {
  readonly id: number
  readonly name: string
  readonly color: string | null
}

export interface ProblemDetail {
  readonly problem: ProblemDetailProblem
  readonly tags: ReadonlyArray<ProblemDetailTag>
  /** Language names as GET /languages gives them. */
  readonly languages: ReadonlyArray<string>
  readonly codeTemplate: Readonly<Record<string, string>>
  readonly problemCount: ProblemCount
}
