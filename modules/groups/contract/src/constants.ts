export const MODULE_ID = 'groups'

/** Web routes under the base path. */
export const GroupRoutes = {
  /** The group list; '/group/<gid>' is a group's area. */
  list: '/group',
} as const

/** A group's auth (spec 3 §1): 1 public (free join), 2 protected (apply with a reason), 3 private (code and reason). */
export const GroupAuth = { public: 1, protected: 2, private: 3 } as const
export const GROUP_AUTHS = [GroupAuth.public, GroupAuth.protected, GroupAuth.private] as const
export type GroupAuthValue = (typeof GROUP_AUTHS)[number]

/**
 * A member's level (spec 3 §1): 1 applying, 2 refused, 3 general member, 4 group admin, 5 group root.
 * The owner and a super admin count as root. 0: no relation (get-group-auth of a stranger).
 */
export const MemberAuth = { none: 0, applying: 1, refused: 2, member: 3, admin: 4, root: 5 } as const
export const MEMBER_AUTHS = [1, 2, 3, 4, 5] as const
export type MemberAuthValue = (typeof MEMBER_AUTHS)[number]

/** Announcement status: 0 visible, 1 hidden. */
export const AnnouncementStatus = { visible: 0, hidden: 1 } as const

/** Problems' public-application progress (spec 3 §4): null may apply, 1 applying, 2 public, 3 refused. */
export const ApplyPublicProgress = { applying: 1, accepted: 2, refused: 3 } as const

/** Group rank type: 0 ACM, 1 OI. */
export const RankType = { acm: 0, oi: 1 } as const

/** Page sizes (spec 3 §9). */
export const GROUP_LIST_LIMIT = 15
export const GROUP_LIST_LIMITS = [9, 15, 30, 60, 120] as const
export const GROUP_LIST_MAX_LIMIT = 120
export const HOME_ANNOUNCEMENT_LIMIT = 5
export const ADMIN_LIST_LIMIT = 10
export const DEFAULT_LIMIT = 10
export const GROUP_RANK_LIMIT = 30

/** Field limits (spec 3 §5, §9). */
export const NAME_MIN = 5
export const NAME_MAX = 25
export const SHORT_NAME_MIN = 5
export const SHORT_NAME_MAX = 10
export const BRIEF_MIN = 5
export const BRIEF_MAX = 50
export const CODE_LENGTH = 6
export const DESCRIPTION_MIN = 5
export const DESCRIPTION_MAX = 1000
export const REASON_MIN = 5
export const REASON_MAX = 100
export const TITLE_MAX = 255
export const CONTENT_MAX = 65535
export const KEYWORD_MAX = 100

/** The group avatar: gif, jpg, jpeg, png, bmp, webp; at most 2 MB (spec 3 §5). */
export const AVATAR_MAX_BYTES = 2_097_152

/** The permissions of HOJ's POST /group and DELETE /group (the platform's user permissions). */
export const GroupPermissions = { add: 'group_add', del: 'group_del' } as const
