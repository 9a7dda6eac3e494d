import { badRequest, Errors, notFound } from '@oj/sdk/server'

// The contest admin calls' refusals (all 4xx). English fallbacks; the texts per locale are in ./messages.ts.

export const AdminErrors = {
  noPermission: Errors.noPermission,
  titleRequired: () => badRequest('contests.error.titleRequired', 'Title is required'),
  titleTooLong: () => badRequest('contests.error.titleTooLong', 'The title may have at most 255 characters'),
  descriptionRequired: () => badRequest('contests.error.descriptionRequired', 'Description is required'),
  descriptionTooLong: () =>
    badRequest('contests.error.descriptionTooLong', 'The description may have at most 65535 characters'),
  startRequired: () => badRequest('contests.error.startRequired', 'Start Time is required'),
  endRequired: () => badRequest('contests.error.endRequired', 'End Time is required'),
  badTime: () => badRequest('contests.error.badTime', 'A time of the contest is not a valid date'),
  durationCheck: () =>
    badRequest('contests.error.durationCheck', 'The contest duration must be greater than 0'),
  pwdRequired: () => badRequest('contests.error.pwdRequired', 'Contest Password is required'),
  sealTimeRequired: () =>
    badRequest('contests.error.sealTimeRequired', 'Sealing the board needs the time it starts'),
  sealTimeRange: () =>
    badRequest('contests.error.sealTimeRange', 'The board can only be sealed between the start and the end'),
  starDuplicate: (name: string) =>
    badRequest('contests.error.starDuplicate', `The star user {name} is listed twice`, { name }),
  awardNameRequired: () => badRequest('contests.error.awardNameRequired', 'Every award needs a name'),
  awardNum: () => badRequest('contests.error.awardNum', 'Every award needs a number above 0'),
  awardProportion: () =>
    badRequest('contests.error.awardProportion', 'The award proportions may add up to 100 % at most'),
  accountRuleRequired: () =>
    badRequest('contests.error.accountRuleRequired', 'The account limit needs its rule'),
  accountRuleBad: () => badRequest('contests.error.accountRuleBad', 'The account limit rule is not valid'),
  accountRuleRange: () =>
    badRequest('contests.error.accountRuleRange', 'The end number may not be below the start number'),
  typeLocked: () =>
    badRequest('contests.error.typeLocked', 'The rule of a contest cannot be changed when editing it'),
  idRequired: () => badRequest('contests.error.idRequired', 'Which contest? Its id is missing'),
  gidRequired: () => badRequest('contests.error.gidRequired', 'Which group? Its id (gid) is missing'),
  problemNotFound: () => notFound('contests.error.problemNotFound', 'The problem does not exist'),
  problemNotInGroup: () =>
    badRequest('contests.error.problemNotInGroup', 'Only problems of the contest’s group may be added'),
  problemNotPublic: () =>
    badRequest('contests.error.problemNotPublic', 'Only problems of the public bank may be added'),
  problemTypeMismatch: () =>
    badRequest(
      'contests.error.problemTypeMismatch',
      'The problem’s rule (ACM or OI) differs from the contest’s',
    ),
  remoteNotInBank: () =>
    badRequest(
      'contests.error.remoteNotInBank',
      'That remote problem is not in the bank yet: add it to the bank first',
    ),
  problemExists: () =>
    badRequest(
      'contests.error.problemExists',
      'The problem is already in the contest, or its display id is taken',
    ),
  displayIdTaken: () =>
    badRequest('contests.error.displayIdTaken', 'Another problem of the contest has this display id'),
  deleteProblemElsewhere: () =>
    badRequest(
      'contests.error.deleteProblemElsewhere',
      'Give the contest (cid): deleting a problem itself is done in the problem admin',
    ),
  displayIdRequired: () =>
    badRequest('contests.error.displayIdRequired', 'The display id in the contest is required'),
  problemIdMissing: () =>
    badRequest('contests.error.problemIdMissing', 'Which problem? Its id (problem.id) is missing'),
  announcementIdRequired: () =>
    badRequest('contests.error.announcementIdRequired', 'Which announcement? Its id is missing'),
  announcementNotFound: () =>
    notFound('contests.error.announcementNotFound', 'The announcement does not exist'),
} as const
