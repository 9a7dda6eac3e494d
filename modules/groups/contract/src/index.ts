// @oj/groups-contract: what the groups module's server and web (and other modules) share. The root
// entry imports no Effect at run time: the descriptors load their schemas lazily.
export * from './api.ts'
export * from './constants.ts'
export type {
  Access,
  AnnouncementListQuery,
  CreateAnnouncementInput,
  CreateGroupInput,
  Group,
  GroupAnnouncementPage,
  GroupAnnouncementVO,
  GroupListQuery,
  GroupMemberPage,
  GroupMemberVO,
  GroupPage,
  GroupRankPage,
  GroupRankQuery,
  GroupRankRow,
  GroupVO,
  JoinGroupInput,
  MemberListQuery,
  RemoveMemberInput,
  UpdateAnnouncementInput,
  UpdateGroupInput,
  UpdateMemberInput,
} from './schemas.ts'
