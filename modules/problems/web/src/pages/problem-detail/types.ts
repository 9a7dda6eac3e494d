// The problem page's shapes come from the contract (GET /get-problem-detail); the contest variant
// (GET /get-contest-problem-details) answers the same shape.
export type { ProblemCount, ProblemDetail, ProblemExample } from '@oj/problems-contract'
