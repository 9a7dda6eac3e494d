import { endpoint } from '../shared/endpoint.ts'

const schemas = () => import('./accounts.schemas.ts')

/** The accounts calls the platform serves: sign-up, sign-in, reset, settings, avatar, the caller's roles. */
export const AccountsApi = {
  login: endpoint('POST', '/login', schemas, (s) => ({ input: s.LoginInput, output: s.LoginReply }), {
    summary: 'Logs in: the user info, and the session token (data.token and the Authorization header)',
  }),
  logout: endpoint('GET', '/logout', schemas, (s) => ({ input: s.NoInput, output: s.Nothing }), {
    summary: 'Ends the session of the token sent',
    also: ['POST'],
  }),
  authInfo: endpoint(
    'GET',
    '/get-user-auth-info',
    schemas,
    (s) => ({ input: s.NoInput, output: s.AuthInfo }),
    {
      summary: "The caller's roles and permissions, read afresh",
    },
  ),
  registerCode: endpoint(
    'GET',
    '/get-register-code',
    schemas,
    (s) => ({ input: s.EmailQuery, output: s.CodeSent }),
    {
      summary: 'Mails a 6-digit registration code to the address (once a minute)',
    },
  ),
  checkUsernameOrEmail: endpoint(
    'POST',
    '/check-username-or-email',
    schemas,
    (s) => ({ input: s.CheckInput, output: s.CheckReply }),
    { summary: 'Whether each given username or e-mail is taken already' },
  ),
  register: endpoint('POST', '/register', schemas, (s) => ({ input: s.RegisterInput, output: s.Nothing }), {
    summary: 'Creates an account with the code mailed to its address',
  }),
  captcha: endpoint('GET', '/captcha', schemas, (s) => ({ input: s.NoInput, output: s.Captcha }), {
    summary: 'A captcha picture and the key to answer it with',
  }),
  slidePuzzle: endpoint(
    'GET',
    '/get-slide-puzzle',
    schemas,
    (s) => ({ input: s.NoInput, output: s.SlidePuzzle }),
    {
      summary: 'A slide puzzle, asked after many failed logins',
    },
  ),
  checkSlidePuzzle: endpoint(
    'POST',
    '/check-slide-puzzle',
    schemas,
    (s) => ({ input: s.SlideAnswer, output: s.SlideProof }),
    { summary: "Checks a slide puzzle's answer: a one-time proof for the next login" },
  ),
  applyResetPassword: endpoint(
    'POST',
    '/apply-reset-password',
    schemas,
    (s) => ({ input: s.ApplyResetInput, output: s.Nothing }),
    { summary: 'Mails a password reset link (the captcha first)' },
  ),
  resetPassword: endpoint(
    'POST',
    '/reset-password',
    schemas,
    (s) => ({ input: s.ResetInput, output: s.Nothing }),
    {
      summary: "Sets a new password with the reset link's code; every session ends",
    },
  ),
  changePassword: endpoint(
    'POST',
    '/change-password',
    schemas,
    (s) => ({ input: s.ChangePasswordInput, output: s.ChangeAccountReply }),
    { summary: "Changes the caller's password; their other sessions end" },
  ),
  changeEmailCode: endpoint(
    'GET',
    '/get-change-email-code',
    schemas,
    (s) => ({ input: s.EmailQuery, output: s.CodeSent }),
    { summary: 'Mails a 6-digit code to the new address (once a minute)' },
  ),
  changeEmail: endpoint(
    'POST',
    '/change-email',
    schemas,
    (s) => ({ input: s.ChangeEmailInput, output: s.ChangeAccountReply }),
    { summary: "Changes the caller's e-mail, with the password and the code mailed to the new address" },
  ),
  changeProfile: endpoint(
    'POST',
    '/change-userInfo',
    schemas,
    (s) => ({ input: s.ProfileInput, output: s.UserInfo }),
    {
      summary: "Changes the caller's profile fields",
    },
  ),
  ownProfile: endpoint('GET', '/get-user-info', schemas, (s) => ({ input: s.NoInput, output: s.UserInfo }), {
    summary: "The caller's own profile, e-mail included",
  }),
  uploadAvatar: endpoint(
    'POST',
    '/file/upload-avatar',
    schemas,
    (s) => ({ input: s.AvatarUpload, output: s.UserInfo }),
    { summary: 'A new avatar (multipart `image`, at most 2 MB), re-encoded as png' },
  ),
  avatar: endpoint('GET', '/public/avatar/:name', schemas, (s) => ({ input: s.FileName, output: s.Json }), {
    summary: 'An avatar picture (png)',
    raw: true,
  }),
} as const
