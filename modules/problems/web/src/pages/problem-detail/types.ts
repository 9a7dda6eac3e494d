// The problem page's shapes come from the contract (GET /get-problem-detail); a context's source
// (a contest's copy of the problem) answers the same shape.
export type { ProblemCount, ProblemDetail } from '@oj/problems-contract'
