import { Schema } from 'effect'

import { optionalParam } from '../shared/schema-kit.ts'
import {
  CaptchaAnswer,
  Email,
  EmailCode,
  LoginName,
  LoginPassword,
  NewPassword,
  Password,
  ServerToken,
  Text,
  Upload,
  Username,
} from './fields.ts'

// Schemas of the accounts calls (hoj-wire.txt: PassportController, AccountController, ImageController).
export { Json, NoInput } from '../shared/schema-kit.ts'

/** HOJ's UserInfoVO: what login, the settings calls and the avatar upload answer. */
export const UserInfo = Schema.Struct({
  uid: Schema.String,
  username: Schema.String,
  nickname: Text,
  avatar: Text,
  titleName: Text,
  titleColor: Text,
  email: Text,
  number: Text,
  gender: Text,
  school: Text,
  /** HOJ's course field; this platform keeps no course, so it is always null. */
  course: Text,
  signature: Text,
  realname: Text,
  github: Text,
  blog: Text,
  cfUsername: Text,
  /** The mobile number (spec 1 §2 Settings; HOJ's UserInfoVO has none, its client ignores it). */
  mobile: Text,
  roleList: Schema.Array(Schema.String),
}).annotate({ identifier: 'UserInfoVO' })

export const LoginInput = Schema.Struct({
  username: LoginName,
  password: LoginPassword,
  /** The proof of a solved slide puzzle (POST /check-slide-puzzle), needed after many failures. */
  verifyProof: optionalParam(Schema.String),
})
/** The user info, and the session token (also in the Authorization reply header). */
export const LoginReply = Schema.Struct({ ...UserInfo.fields, token: Schema.String })

export const Nothing = Schema.Null

export const AuthInfo = Schema.Struct({
  roles: Schema.Array(Schema.String),
  permissions: Schema.Array(Schema.String),
})

export const EmailQuery = Schema.Struct({ email: Email })
/** HOJ's RegisterCodeVO: where the code went and how many seconds it lives. */
export const CodeSent = Schema.Struct({ email: Schema.String, expire: Schema.Int })

export const CheckInput = Schema.Struct({
  username: optionalParam(Schema.String),
  email: optionalParam(Schema.String),
})
export const CheckReply = Schema.Struct({ email: Schema.Boolean, username: Schema.Boolean })

export const RegisterInput = Schema.Struct({
  username: Username,
  password: Password,
  email: Email,
  code: EmailCode,
})

export const Captcha = Schema.Struct({
  /** An SVG picture as a data URL. */
  img: Schema.String,
  captchaKey: Schema.String,
})

export const SlidePuzzle = Schema.Struct({
  puzzleKey: Schema.String,
  /** PNG data URLs. */
  background: Schema.String,
  piece: Schema.String,
  /** The row the piece sits on, and the picture's sizes, in pixels. */
  y: Schema.Int,
  width: Schema.Int,
  height: Schema.Int,
  pieceSize: Schema.Int,
})
export const SlideAnswer = Schema.Struct({
  puzzleKey: Schema.String.annotate({ message: 'accounts.slide.failed' }),
  x: Schema.Finite.annotate({ message: 'accounts.slide.failed' }),
  /** The account the proof is for: a login of another account cannot spend it. */
  username: LoginName,
})
export const SlideProof = Schema.Struct({ verifyProof: Schema.String })

export const ApplyResetInput = Schema.Struct({
  email: Email,
  captcha: CaptchaAnswer,
  captchaKey: ServerToken('accounts.captcha.wrong'),
})
export const ResetInput = Schema.Struct({
  username: Username,
  password: Password,
  code: ServerToken('accounts.reset.linkInvalid'),
})

export const ChangePasswordInput = Schema.Struct({ oldPassword: Password, newPassword: NewPassword })
export const ChangeEmailInput = Schema.Struct({ password: Password, newEmail: Email, code: EmailCode })
/**
 * HOJ's ChangeAccountVO: `code` 200 and a message to show; `userInfo` the changed user (after an
 * e-mail change; null after a password change). Refusals are error envelopes, as everywhere.
 */
export const ChangeAccountReply = Schema.Struct({
  code: Schema.Int,
  msg: Schema.String,
  userInfo: Schema.NullOr(UserInfo),
})

/** An optional text of at most `max` characters; null or blank clears the field. */
const Optional = (max: number, tooLong: string, ...more: Array<Parameters<typeof Schema.String.check>[0]>) =>
  // optionalKey, not optional: the wrong-type message must sit on the outermost union to be shown.
  Schema.optionalKey(
    Schema.NullOr(
      Schema.String.pipe(Schema.check(Schema.isMaxLength(max, { message: tooLong }), ...more)),
    ).annotate({ message: 'accounts.profile.notText' }),
  )

const WebAddress = Schema.isPattern(/^(|https?:\/\/\S+)$/i, { message: 'accounts.profile.blogInvalid' })
/** A phone number as people write it: digits, an optional leading +, spaces or dashes between. */
const MobileNumber = Schema.isPattern(/^(|\s*\+?\d[\d -]{4,18}\d\s*)$/, {
  message: 'accounts.profile.mobileInvalid',
})

/**
 * POST /change-userInfo (HOJ sends its whole UserInfoVO): the profile fields of spec 1 §2 Settings.
 * The spec names no formats for most of them; the limits are sane lengths, and the blog must be a
 * web address (it is shown as a link, so `javascript:` must never get in). Username, uid, e-mail and
 * anything else sent are ignored.
 */
export const ProfileInput = Schema.Struct({
  nickname: Optional(20, 'accounts.profile.nicknameTooLong'),
  realname: Optional(50, 'accounts.profile.realnameTooLong'),
  school: Optional(50, 'accounts.profile.schoolTooLong'),
  number: Optional(20, 'accounts.profile.numberTooLong'),
  signature: Optional(1000, 'accounts.profile.signatureTooLong'),
  blog: Optional(200, 'accounts.profile.blogInvalid', WebAddress),
  github: Optional(50, 'accounts.profile.githubTooLong'),
  cfUsername: Optional(24, 'accounts.profile.cfUsernameTooLong'),
  mobile: Optional(24, 'accounts.profile.mobileInvalid', MobileNumber),
  gender: Schema.optional(
    Schema.NullOr(
      Schema.Literals(['male', 'female', 'secrecy']).annotate({ message: 'accounts.profile.genderInvalid' }),
    ),
  ),
})

export const AvatarUpload = Schema.Struct({ image: Upload('accounts.avatar.missing') })
export const FileName = Schema.Struct({ name: Schema.String })
