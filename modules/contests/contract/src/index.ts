// @oj/contests-contract: what the contests module's server and web (and other modules) share.
export * from './api.ts'
export * from './constants.ts'
export * from './group-api.ts'
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
  AcSubmissionFileQuery,
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
  GroupContestListQuery,
  OiRankRow,
  OutsideInfo,
  PrintInput,
  PrintRow,
  RankFileQuery,
  RankPage,
  RegisterContestInput,
  ScrollBoardInfo,
  ScrollBoardQuery,
  UnreadAnnouncementInput,
} from './schemas.ts'
// The admin area's contest calls (issue 14 item 5).
export * from './account-rule.ts'
export * from './admin-api.ts'
export * from './admin-constants.ts'
export type {
  AddFromGroupInput,
  AddFromPublicInput,
  AdminAnnouncementQuery,
  AdminContestInput,
  AdminContestListQuery,
  AdminContestProblems,
  AdminContestProblemsQuery,
  AdminContestRow,
  AdminContestView,
  AdminProblemRow,
  AnnouncementInput,
  AwardConfigItem,
  ChangeVisibleQuery,
  ContestOwnProblemInput,
  ContestOwnProblemQuery,
  ContestProblemInput,
  ContestProblemKey,
  ContestProblemRow,
  CreatedContestProblem,
  EditableProblem,
  GroupAidQuery,
  GroupRemoveProblemQuery,
  ImportRemoteInput,
  RemoveProblemQuery,
} from './admin-schemas.ts'
export * from './admin-slots.ts'
// Virtual participation (beyond HOJ; issue 14 deliver 6).
export * from './virtual-api.ts'
export type {
  VirtualAcmRow,
  VirtualCidQuery,
  VirtualInfo,
  VirtualOiRow,
  VirtualRankInput,
  VirtualRankPage,
  VirtualRefusal,
  VirtualRunView,
} from './virtual-schemas.ts'
