// The problem page's reply types (the slots' props name them); the schemas are in api/.
export type { ProblemCount, ProblemDetail, ProblemDetailProblem } from './api/problems.schemas.ts'
export type { ProblemExample } from './examples.ts'
