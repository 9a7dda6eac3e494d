import { JudgeStatus, type JudgeStatusCode } from '@oj/sdk/judge'

/**
 * Drops what isRemoveEndBlank forgives: blanks (spaces, tabs, a Windows `\r`) at the end of each
 * line, and empty lines at the end of the text.
 */
export function removeEndBlanks(text: string): string {
  const lines = text.split('\n').map((line) => line.replace(/[ \t\r\f\v]+$/, ''))
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop()
  return lines.join('\n')
}

const WHITESPACE = /\s+/g

/**
 * The built-in checker: the user's output against the answer. Exact (or equal once trailing
 * blanks are removed, when the problem says so) is Accepted; equal once every whitespace is
 * removed is Presentation Error; anything else is Wrong Answer.
 */
export function compareOutput(output: string, answer: string, removeEndBlank: boolean): JudgeStatusCode {
  if (output === answer) return JudgeStatus.accepted
  if (removeEndBlank && removeEndBlanks(output) === removeEndBlanks(answer)) return JudgeStatus.accepted
  if (output.replace(WHITESPACE, '') === answer.replace(WHITESPACE, '')) return JudgeStatus.presentationError
  return JudgeStatus.wrongAnswer
}
