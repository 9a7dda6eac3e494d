import { badRequest, forbidden, notFound } from '@oj/sdk/server'

export const ContestErrors = {
  notFound: () => notFound('contests.error.notFound', 'The contest does not exist or is not visible'),
  notStarted: () => forbidden('contests.error.notStarted', 'The contest has not started yet'),
  ended: () => badRequest('contests.error.ended', 'The contest has ended: submitting is closed'),
  notRegistered: () => forbidden('contests.error.notRegistered', 'Please register for the contest first'),
  passwordRequired: () => badRequest('contests.error.passwordRequired', 'Enter the contest password'),
  wrongPassword: () => badRequest('contests.error.wrongPassword', 'Wrong contest password'),
  alreadyRegistered: () =>
    badRequest('contests.error.alreadyRegistered', 'You have already registered for this contest'),
  publicNoRegister: () =>
    badRequest('contests.error.publicNoRegister', 'A public contest needs no registration'),
  noProblem: () => notFound('contests.error.noProblem', 'No such problem in the contest'),
  printClosed: () => forbidden('contests.error.printClosed', 'Printing is not open in this contest'),
  notAcm: () => badRequest('contests.error.notAcm', 'The scroll board is for ACM contests only'),
  notEnded: () => forbidden('contests.error.notEnded', 'The contest has not ended yet'),
  boardSealed: () => forbidden('contests.error.boardSealed', 'The board of this contest is still sealed'),
  accountLimited: () =>
    forbidden(
      'contests.error.accountLimited',
      'Only accounts the contest’s account rule allows may take part',
    ),
  rankClosed: () =>
    forbidden('contests.error.rankClosed', 'The outside scoreboard of this contest is not open'),
} as const
