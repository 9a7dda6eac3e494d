import type { UserRow } from './users.ts'

/**
 * HOJ's UserInfoVO of a user (what login, the settings calls and the avatar upload answer): the
 * profile with the e-mail, never the password hash. HOJ's `course` is kept by no table here.
 */
export const userInfoVO = (user: UserRow, roleList: ReadonlyArray<string>) => ({
  uid: user.uuid,
  username: user.username,
  nickname: user.nickname,
  avatar: user.avatar,
  titleName: user.titleName,
  titleColor: user.titleColor,
  email: user.email,
  number: user.number,
  gender: user.gender,
  school: user.school,
  course: null,
  signature: user.signature,
  realname: user.realname,
  github: user.github,
  blog: user.blog,
  cfUsername: user.cfUsername,
  mobile: user.mobile,
  roleList: [...roleList],
})
