// What the problems module adds to GET /get-user-home-info (HOJ's UserHomeVO fields), merged by the
// platform with the profile and other modules' fields.

/** A solved problem of the user home (HOJ's UserHomeProblemVO). */
export interface UserHomeProblem {
  /** The numeric id. */
  readonly id: number
  readonly problemId: string
  readonly difficulty: number
}

/** The problems module's fields (a type, not an interface: the platform merges it as a plain record). */
export type ProblemsUserHomeInfo = {
  /** Submissions of the user. */
  readonly total: number
  /** Display ids of the problems the user got accepted at least once, sorted. */
  readonly solvedList: ReadonlyArray<string>
  /** The user's best score on each OI problem they submitted to (HOJ's client sums them). */
  readonly scoreList: ReadonlyArray<number>
  /** The sum of scoreList. */
  readonly score: number
  /** The solved problems by difficulty: '0' easy, '1' medium, '2' hard. */
  readonly solvedGroupByDifficulty: Readonly<Record<'0' | '1' | '2', ReadonlyArray<UserHomeProblem>>>
}
