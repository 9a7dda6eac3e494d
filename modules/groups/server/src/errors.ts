import { badRequest, forbidden, notFound } from '@oj/sdk/server'

// The module's refusals, with their message ids (messages.ts holds both languages).
export const GroupErrors = {
  notFound: () => notFound('groups.error.notFound', 'The group does not exist, is banned or is not shown'),
  notMember: () => forbidden('groups.error.notMember', 'Only members of the group may do this'),
  noPermission: () =>
    forbidden('groups.error.noPermission', 'Sorry, you do not have permission for this operation'),
  alreadyApplied: () =>
    forbidden('groups.error.alreadyApplied', 'You have applied already: please wait for an answer'),
  alreadyMember: () => forbidden('groups.error.alreadyMember', 'You are a member of the group already'),
  wrongCode: () => badRequest('groups.error.wrongCode', 'Wrong invitation code, please try again'),
  codeRequired: () => badRequest('groups.error.codeLength', 'The invitation code has exactly 6 characters'),
  reasonRequired: () => badRequest('groups.error.reasonLength', 'The reason has 5 to 100 characters'),
  memberNotFound: () => notFound('groups.error.memberNotFound', 'The user is not in the group'),
  ownerFixed: () =>
    forbidden(
      'groups.error.ownerFixed',
      'The owner’s level cannot be changed, nor the owner removed by a member',
    ),
  ownerCannotExit: () =>
    badRequest('groups.error.ownerCannotExit', 'The owner cannot leave the group: disband it instead'),
  shortNameTaken: () => badRequest('groups.error.shortNameTaken', 'Another group has this short name'),
  solvedTooFew: (needed: number) =>
    forbidden('groups.error.solvedTooFew', `You need at least ${needed} solved problems to create a group`, {
      needed,
    }),
  dailyLimit: (limit: number) =>
    forbidden('groups.error.dailyLimit', `You may create at most ${limit} groups a day`, { limit }),
  totalLimit: (limit: number) =>
    forbidden('groups.error.totalLimit', `You may own at most ${limit} groups`, { limit }),
  announcementNotFound: () =>
    notFound('groups.error.announcementNotFound', 'The announcement does not exist'),
  problemNotFound: () => notFound('groups.error.problemNotFound', 'No such problem in the group'),
  avatarMissing: () => badRequest('groups.error.avatarMissing', 'Choose a picture to upload'),
  avatarType: () =>
    badRequest('groups.error.avatarType', 'The picture must be a gif, jpg, jpeg, png, bmp or webp file'),
  avatarTooLarge: () => badRequest('groups.error.avatarTooLarge', 'The picture may be at most 2 MB'),
} as const
