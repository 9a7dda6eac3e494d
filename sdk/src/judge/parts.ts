import { Schema } from 'effect'

import { JudgeStatus } from '../shared/judge-status.ts'

/** Small schemas the task and report schemas share. */
export const Int = Schema.Int
export const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
export const Positive = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))
export const Amount = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))
export const Files = Schema.Record(Schema.String, Schema.String)
export const StatusCode = Schema.Literals(Object.values(JudgeStatus))

/** The first lines of a schema error, for a log line. */
export const schemaProblem = (error: unknown): string => String(error).split('\n').slice(0, 6).join('; ')
