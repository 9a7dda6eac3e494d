import { CurrentPage, Flag, Id, IntFromQuery, Limit, optionalParam, PageOf, TrimmedText } from '@oj/sdk'
import { Schema, SchemaTransformation } from 'effect'

import {
  BRIEF_MAX,
  BRIEF_MIN,
  CODE_LENGTH,
  CONTENT_MAX,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  GROUP_AUTHS,
  GROUP_LIST_MAX_LIMIT,
  KEYWORD_MAX,
  MEMBER_AUTHS,
  NAME_MAX,
  NAME_MIN,
  REASON_MAX,
  REASON_MIN,
  SHORT_NAME_MAX,
  SHORT_NAME_MIN,
  TITLE_MAX,
} from './constants.ts'

// The group calls' inputs and replies, with HOJ's field names and JSON types (hoj-wire.txt: Group,
// GroupVO, GroupMember, GroupMemberVO, Announcement, AnnouncementVO, OIRankVO, AccessVO). Checks that
// fail with a message id (groups.error.*) are shown to the caller as that message in their language
// (the server module's messages hold both). Timestamps are ISO 8601 strings.

const Int = Schema.Int
const Text = Schema.String
const NullText = Schema.NullOr(Schema.String)

/** Trimmed text of `min`..`max` characters, each failure named by `message`. */
const sized = (min: number, max: number, message: string) =>
  Schema.String.pipe(
    Schema.decodeTo(
      Schema.String.check(Schema.isMinLength(min, { message }), Schema.isMaxLength(max, { message })),
      SchemaTransformation.trim(),
    ),
  )

const GroupAuthField = IntFromQuery.pipe(
  Schema.check(
    Schema.isBetween({ minimum: 1, maximum: GROUP_AUTHS.length }, { message: 'groups.error.badAuth' }),
  ),
)
const MemberAuthField = IntFromQuery.pipe(
  Schema.check(
    Schema.isBetween({ minimum: 1, maximum: MEMBER_AUTHS.length }, { message: 'groups.error.badMemberAuth' }),
  ),
)
const GroupListLimit = IntFromQuery.pipe(
  Schema.check(Schema.isBetween({ minimum: 1, maximum: GROUP_LIST_MAX_LIMIT })),
)
const Keyword = TrimmedText(KEYWORD_MAX)
const Paging = { currentPage: optionalParam(CurrentPage), limit: optionalParam(Limit) }

// ---------------------------------------------------------------------------------------------
// Replies
// ---------------------------------------------------------------------------------------------

/**
 * HOJ's Group (get-group-detail, upload-group-avatar). `code` (the invitation code) is shown to the
 * group's admins only, null to everyone else.
 */
export const Group = Schema.Struct({
  id: Int,
  avatar: NullText,
  name: Text,
  shortName: Text,
  brief: Text,
  description: Text,
  /** The owner's username. */
  owner: Text,
  /** The owner's uid. */
  uid: Text,
  /** 1 public, 2 protected, 3 private */
  auth: Int,
  visible: Schema.Boolean,
  /** 0 normal, 1 banned */
  status: Int,
  code: NullText,
  gmtCreate: Text,
  gmtModified: Text,
})
export type Group = typeof Group.Type

/** HOJ's GroupVO: a card of the group list. */
export const GroupVO = Schema.Struct({
  id: Int,
  avatar: NullText,
  owner: Text,
  name: Text,
  shortName: Text,
  brief: Text,
  description: Text,
  auth: Int,
  visible: Schema.Boolean,
  memberCount: Int,
  gmtCreate: Text,
})
export type GroupVO = typeof GroupVO.Type
export const GroupPage = PageOf(GroupVO)
export type GroupPage = typeof GroupPage.Type

/** HOJ's GroupMemberVO (member and apply lists); `reason` shown to the group's admins only. */
export const GroupMemberVO = Schema.Struct({
  id: Int,
  gid: Int,
  uid: Text,
  username: Text,
  /** 1 applying, 2 refused, 3 member, 4 admin, 5 root */
  auth: Int,
  reason: NullText,
  gmtCreate: Text,
  gmtModify: Text,
})
export type GroupMemberVO = typeof GroupMemberVO.Type
export const GroupMemberPage = PageOf(GroupMemberVO)
export type GroupMemberPage = typeof GroupMemberPage.Type

/** HOJ's AnnouncementVO (a group's announcements). */
export const GroupAnnouncementVO = Schema.Struct({
  id: Int,
  title: Text,
  content: Text,
  uid: Text,
  username: Text,
  /** 0 visible, 1 hidden */
  status: Int,
  gmtCreate: Text,
  gmtModified: Text,
})
export type GroupAnnouncementVO = typeof GroupAnnouncementVO.Type
export const GroupAnnouncementPage = PageOf(GroupAnnouncementVO)
export type GroupAnnouncementPage = typeof GroupAnnouncementPage.Type

/** HOJ's OIRankVO: a row of the group rank (ACM: by ac then total; OI: by score). */
export const GroupRankRow = Schema.Struct({
  uid: Text,
  username: Text,
  nickname: NullText,
  signature: NullText,
  avatar: NullText,
  titleName: NullText,
  titleColor: NullText,
  score: Int,
  total: Int,
  ac: Int,
})
export type GroupRankRow = typeof GroupRankRow.Type
export const GroupRankPage = PageOf(GroupRankRow)
export type GroupRankPage = typeof GroupRankPage.Type

/** HOJ's AccessVO: whether the caller may open the group's content. */
export const Access = Schema.Struct({ access: Schema.Boolean })
export type Access = typeof Access.Type

/** get-group-auth: the caller's level in the group (0 none, 1-5 as MemberAuth; 5 for the owner and a super admin). */
export const GroupAuthLevel = Int
export const Nothing = Schema.Null
export const NoInput = Schema.Struct({})

// ---------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------

export const GidQuery = Schema.Struct({ gid: Id })
export type GidQuery = typeof GidQuery.Type

/** get-group-list: auth, keyword, onlyMine (needs a login), 15 a page (9, 15, 30, 60, 120). */
export const GroupListQuery = Schema.Struct({
  currentPage: optionalParam(CurrentPage),
  limit: optionalParam(GroupListLimit),
  keyword: optionalParam(Keyword),
  auth: optionalParam(GroupAuthField),
  onlyMine: optionalParam(Flag),
})
export type GroupListQuery = typeof GroupListQuery.Type

const Name = sized(NAME_MIN, NAME_MAX, 'groups.error.nameLength')
const ShortName = sized(SHORT_NAME_MIN, SHORT_NAME_MAX, 'groups.error.shortNameLength').pipe(
  Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]+$/, { message: 'groups.error.shortNameChars' })),
)
const Brief = sized(BRIEF_MIN, BRIEF_MAX, 'groups.error.briefLength')
const Description = sized(DESCRIPTION_MIN, DESCRIPTION_MAX, 'groups.error.descriptionLength')
const Code = Schema.String.pipe(
  Schema.check(
    Schema.isMinLength(CODE_LENGTH, { message: 'groups.error.codeLength' }),
    Schema.isMaxLength(CODE_LENGTH, { message: 'groups.error.codeLength' }),
  ),
)

/**
 * POST /group (HOJ's Group body): name 5-25, shortName 5-10, brief 5-50, description 5-1000, auth;
 * code of exactly 6 characters unless public. Other fields of HOJ's Group (id, owner, uid, status,
 * dates) are ignored.
 */
export const CreateGroupInput = Schema.Struct({
  name: Name,
  shortName: ShortName,
  brief: Brief,
  description: Description,
  auth: GroupAuthField,
  code: optionalParam(Code),
  visible: optionalParam(Flag),
  avatar: optionalParam(Schema.String),
})
export type CreateGroupInput = typeof CreateGroupInput.Type

/** PUT /group: the group's id and the fields to change (HOJ's client sends the body without empty values). */
export const UpdateGroupInput = Schema.Struct({
  id: Id,
  name: optionalParam(Name),
  shortName: optionalParam(ShortName),
  brief: optionalParam(Brief),
  description: optionalParam(Description),
  auth: optionalParam(GroupAuthField),
  code: optionalParam(Code),
  visible: optionalParam(Flag),
  /** 0 normal, 1 banned: a super admin's only. */
  status: optionalParam(IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 1 })))),
})
export type UpdateGroupInput = typeof UpdateGroupInput.Type

/** POST /group/member: join (public) or apply (protected: reason; private: code and reason). */
export const JoinGroupInput = Schema.Struct({
  gid: Id,
  code: optionalParam(Schema.String),
  reason: optionalParam(sized(REASON_MIN, REASON_MAX, 'groups.error.reasonLength')),
})
export type JoinGroupInput = typeof JoinGroupInput.Type

/** get-member-list and get-apply-list. */
export const MemberListQuery = Schema.Struct({
  ...Paging,
  keyword: optionalParam(Keyword),
  auth: optionalParam(MemberAuthField),
  gid: Id,
})
export type MemberListQuery = typeof MemberListQuery.Type

/** PUT /group/member (HOJ's GroupMember body): changes a member's level. */
export const UpdateMemberInput = Schema.Struct({
  id: optionalParam(Schema.Int),
  gid: Id,
  uid: Schema.String.check(Schema.isNonEmpty({ message: 'groups.error.uidRequired' })),
  auth: MemberAuthField,
  reason: optionalParam(Schema.String),
})
export type UpdateMemberInput = typeof UpdateMemberInput.Type

/** DELETE /group/member: removes a member (or an application). */
export const RemoveMemberInput = Schema.Struct({
  uid: Schema.String.check(Schema.isNonEmpty({ message: 'groups.error.uidRequired' })),
  gid: Id,
})
export type RemoveMemberInput = typeof RemoveMemberInput.Type

/** get-announcement-list and get-admin-announcement-list. */
export const AnnouncementListQuery = Schema.Struct({ ...Paging, gid: Id })
export type AnnouncementListQuery = typeof AnnouncementListQuery.Type

const Title = sized(1, TITLE_MAX, 'groups.error.titleRequired')
const Content = sized(1, CONTENT_MAX, 'groups.error.contentRequired')
const AnnouncementStatusField = IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 1 })))

/** POST /group/announcement (HOJ's Announcement body, with gid). */
export const CreateAnnouncementInput = Schema.Struct({
  gid: Id,
  title: Title,
  content: Content,
  status: optionalParam(AnnouncementStatusField),
})
export type CreateAnnouncementInput = typeof CreateAnnouncementInput.Type

/** PUT /group/announcement. */
export const UpdateAnnouncementInput = Schema.Struct({
  id: Id,
  gid: optionalParam(Id),
  title: optionalParam(Title),
  content: optionalParam(Content),
  status: optionalParam(AnnouncementStatusField),
})
export type UpdateAnnouncementInput = typeof UpdateAnnouncementInput.Type

export const AidQuery = Schema.Struct({ aid: Id })
export type AidQuery = typeof AidQuery.Type

/** get-group-rank-list: type 0 ACM, 1 OI; 30 a page. */
export const GroupRankQuery = Schema.Struct({
  ...Paging,
  searchUser: optionalParam(Keyword),
  gid: Id,
  type: IntFromQuery.pipe(
    Schema.check(Schema.isBetween({ minimum: 0, maximum: 1 }, { message: 'groups.error.badRankType' })),
  ),
})
export type GroupRankQuery = typeof GroupRankQuery.Type

/** POST /file/upload-group-avatar: multipart `image` (streamed to disk; the handler checks it) and `gid`. */
export const GroupAvatarUpload = Schema.Struct({ image: optionalParam(Schema.Unknown), gid: Id })

/** GET /public/group-avatar/:name: `<sha256>.<ext>` */
export const AvatarName = Schema.Struct({ name: Schema.String.check(Schema.isMaxLength(80)) })
export const Raw = Schema.Unknown
