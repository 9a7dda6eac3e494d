// @oj/contests-contract: what the contests module's server and web (and other modules) share.
export * from './api.ts'
export * from './constants.ts'
export type {
  IcpcContest,
  IcpcFeedQuery,
  IcpcJudgement,
  IcpcJudgementType,
  IcpcLanguage,
  IcpcProblem,
  IcpcScoreboard,
  IcpcState,
  IcpcSubmission,
  IcpcTeam,
} from './icpc.schemas.ts'
export * from './icpc.ts'
export type {
  AccessView,
  AcInfoQuery,
  AcInfoRow,
  AcmRankRow,
  AnnouncementQuery,
  AnnouncementView,
  CheckAcInput,
  CheckPrintQuery,
  ContestListQuery,
  ContestPage,
  ContestProblemQuery,
  ContestProblemsQuery,
  ContestProblemView,
  ContestRankInput,
  ContestSubmissionsQuery,
  ContestView,
  OiRankRow,
  OutsideInfo,
  PrintInput,
  PrintRow,
  RankPage,
  RegisterContestInput,
  ScrollBoardInfo,
  ScrollBoardQuery,
  UnreadAnnouncementInput,
} from './schemas.ts'
