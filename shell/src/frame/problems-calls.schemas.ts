import { Schema } from 'effect'

// Schemas of the problems module's calls the frame makes (problems-calls.ts), loaded by no browser:
// the client needs their types only. The module's own contract is what the server serves.

export const ProblemIdQuery = Schema.Struct({ problemId: Schema.String })
/** The id as the bank spells it, or null when no public problem has it. */
export const FoundProblemId = Schema.NullOr(Schema.String)

export const LanguagesQuery = Schema.Struct({ all: Schema.optional(Schema.Boolean) })
/** The languages the judge runs; read loosely (the help page shows what it recognises). */
export const Languages = Schema.Unknown
