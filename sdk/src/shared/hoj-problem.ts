import { Schema } from 'effect'

// HOJ's Problem entity (hoj-wire.txt's Problem), which more than one module's calls carry: the
// problem bank's statement and editor, a contest's own problems. Its owner is the problems module;
// the shape lives here so that each contract can name it without importing another contract.

const Int = Schema.Int
const Text = Schema.String
const NullInt = Schema.NullOr(Schema.Int)
const NullText = Schema.NullOr(Schema.String)

/**
 * HOJ's Problem. `examples` is HOJ's string of `<input>…</input><output>…</output>` pairs;
 * `userExtraFile` a JSON object of file name to content, as a string. A statement's copy never
 * carries the checker, the judge's files or test data (spjCode, spjLanguage and judgeExtraFile are
 * null there); an editor's copy does.
 */
export const HojProblem = Schema.Struct({
  id: Int,
  problemId: Text,
  title: Text,
  author: NullText,
  type: Int,
  judgeMode: Text,
  judgeCaseMode: Text,
  /** ms */
  timeLimit: Int,
  /** MB */
  memoryLimit: Int,
  /** MB */
  stackLimit: Int,
  description: Text,
  input: Text,
  output: Text,
  examples: Text,
  isRemote: Schema.Boolean,
  source: Text,
  difficulty: Int,
  hint: Text,
  auth: Int,
  /** The full score: the sum of the cases' scores for OI problems, 100 for ACM ones. */
  ioScore: Int,
  codeShare: Schema.Boolean,
  spjCode: NullText,
  spjLanguage: NullText,
  userExtraFile: NullText,
  judgeExtraFile: NullText,
  isRemoveEndBlank: Schema.Boolean,
  openCaseResult: Schema.Boolean,
  isUploadCase: Schema.Boolean,
  caseVersion: NullText,
  modifiedUser: NullText,
  isGroup: Schema.Boolean,
  gid: NullInt,
  applyPublicProgress: NullInt,
  isFileIO: Schema.Boolean,
  ioReadFileName: NullText,
  ioWriteFileName: NullText,
  gmtCreate: Text,
  gmtModified: Text,
  /** The remote judge (HDU, CF, ...) of a remote problem. */
  remoteOj: NullText,
})
export type HojProblem = typeof HojProblem.Type
