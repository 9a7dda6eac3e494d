import { JudgeStatus } from '@oj/sdk/judge'
import { describe, expect, it } from 'vitest'

import { readCheckerExit } from './testlib.ts'

const S = JudgeStatus

describe('readCheckerExit (testlib exit codes)', () => {
  it.each([
    // exit code, stderr, case points, status, points
    [0, 'ok 3 numbers', 10, S.accepted, 10],
    [0, 'ok', 0, S.accepted, 0],
    [1, 'wrong answer 1st numbers differ', 10, S.wrongAnswer, 0],
    [2, 'wrong output format Unexpected character', 10, S.presentationError, 0],
    [4, 'wrong output format Extra information in the output file', 10, S.presentationError, 0],
    [8, 'unexpected eof', 10, S.presentationError, 0],
    [3, 'FAIL answer file missing', 10, S.systemError, 0],
    [7, 'points 2.5 half done', 10, S.partialAccepted, 2.5],
    [7, 'points 10', 10, S.accepted, 10],
    [7, 'points 0 nothing right', 10, S.wrongAnswer, 0],
    [7, 'points 1e0', 4, S.partialAccepted, 1],
    [7, 'points 11', 10, S.systemError, 0],
    [7, 'points -1', 10, S.systemError, 0],
    [7, 'no points here', 10, S.systemError, 0],
    [7, 'points 0.5', 0, S.systemError, 0],
    [30, 'partially correct (30) some', 10, S.partialAccepted, 3],
    [30, 'partially correct (31) mismatch', 10, S.systemError, 0],
    [139, '', 10, S.systemError, 0],
    [5, 'anything', 10, S.systemError, 0],
  ])('exit %i with %j on a %i-point case', (code, stderr, casePoints, status, points) => {
    const verdict = readCheckerExit(code, stderr, casePoints)
    expect(verdict.status).toBe(status)
    expect(verdict.points).toBeCloseTo(points)
  })

  it('keeps the checker message', () => {
    expect(readCheckerExit(1, ' wrong answer expected 3, found 4\n', 0).message).toBe(
      'wrong answer expected 3, found 4',
    )
  })
})
