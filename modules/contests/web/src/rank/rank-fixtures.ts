import type { AcmRankRow, OiRankRow } from '@oj/contests-contract'

const person = (uid: string, rank: number) => ({
  rank,
  isWinAward: false,
  awardName: null,
  awardBackground: null,
  awardColor: null,
  uid,
  username: uid,
  realname: `Real ${uid}`,
  nickname: null,
  school: null,
  gender: null,
  avatar: null,
})

export const demoProblems = [
  { displayId: 'A', displayTitle: 'Sum of Squares', color: '#f44336' },
  { displayId: 'B', displayTitle: 'Shortest Path', color: '#2196f3' },
]

/** An ACM board: a gold winner with first blood, a sealed try, a star user, an after-contest AC. */
export const acmRows: ReadonlyArray<AcmRankRow> = [
  {
    ...person('alice', 1),
    isWinAward: true,
    awardName: 'Gold',
    awardBackground: '#e6bf25',
    awardColor: '#fff',
    ac: 2,
    total: 3,
    totalTime: 3 * 3600 + 125,
    submissionInfo: {
      A: { isAC: true, isFirstAC: true, isAfterContest: false, ACTime: 600, errorNum: 0, tryNum: 0 },
      B: { isAC: true, isFirstAC: false, isAfterContest: false, ACTime: 9125, errorNum: 1, tryNum: 0 },
    },
  },
  {
    ...person('star', -1),
    ac: 1,
    total: 1,
    totalTime: 700,
    submissionInfo: {
      A: { isAC: true, isFirstAC: false, isAfterContest: false, ACTime: 700, errorNum: 0, tryNum: 0 },
    },
  },
  {
    ...person('bob', 2),
    ac: 0,
    total: 4,
    totalTime: 0,
    submissionInfo: {
      A: { isAC: false, isFirstAC: false, isAfterContest: false, ACTime: null, errorNum: 2, tryNum: 1 },
      B: { isAC: true, isFirstAC: false, isAfterContest: true, ACTime: 20_000, errorNum: 0, tryNum: 0 },
    },
  },
]

export const oiRows: ReadonlyArray<OiRankRow> = [
  {
    ...person('alice', 1),
    totalScore: 160,
    totalTime: 35,
    submissionInfo: { A: 100, B: 60 },
    timeInfo: { A: 35 },
  },
  { ...person('bob', 2), totalScore: 0, totalTime: 0, submissionInfo: { A: 0 }, timeInfo: {} },
]
