// @oj/contests-contract: what the contests module's server and web (and other modules) share.
export * from './api.ts'
export * from './constants.ts'
export type {
  AccessView,
  AcInfoQuery,
  AcInfoRow,
  AcmRankRow,
  AnnouncementQuery,
  AnnouncementView,
  CheckAcInput,
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
  RankPage,
  RegisterContestInput,
  ScrollBoardInfo,
  ScrollBoardQuery,
  UnreadAnnouncementInput,
} from './schemas.ts'
