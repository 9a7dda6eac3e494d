// The settings page (spec 1 §2 Settings) as a logged-in user, its calls answered from a table, and
// as an anonymous visitor (the notice; the frame opens its login dialog).
import { AccountsApi } from '@oj/sdk/api'
import type { UserInfo } from '@oj/sdk/web'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import SettingPage from '../pages/setting.tsx'
import { frameStory } from '../story-kit.tsx'

const alice: UserInfo = {
  uid: 'u-alice',
  username: 'alice',
  nickname: 'Alice',
  realname: 'Alice Liddell',
  avatar: null,
  email: 'alice@example.com',
  roleList: ['default_user'],
}

/** HOJ's UserInfoVO of alice. */
const profile: Record<string, unknown> = {
  ...alice,
  titleName: null,
  titleColor: null,
  course: null,
  school: 'Campus University',
  number: '20250042',
  blog: 'https://alice.example.com',
  github: 'alice-codes',
  cfUsername: 'alice_cf',
  mobile: '13800138000',
  gender: 'female',
  signature: 'Dynamic programming every morning.',
}

const NEW_AVATAR = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#2f6fde"/><circle cx="100" cy="80" r="40" fill="#fff"/><rect x="40" y="130" width="120" height="70" rx="35" fill="#fff"/></svg>',
)}`

/** The profile read answers the current profile; a change answers the profile after it. */
const answers = {
  [AccountsApi.ownProfile.path]: () => ({ ...profile }),
  [AccountsApi.changeProfile.path]: (_query: URLSearchParams, body: Record<string, unknown>) =>
    Object.assign(profile, body),
  [AccountsApi.changePassword.path]: { code: 200, msg: 'The password was changed', userInfo: null },
  [AccountsApi.changeEmailCode.path]: (query: URLSearchParams) => ({
    email: query.get('email'),
    expire: 600,
  }),
  [AccountsApi.changeEmail.path]: (_query: URLSearchParams, body: Record<string, unknown>) => ({
    code: 200,
    msg: 'The email was changed',
    userInfo: Object.assign(profile, { email: body['newEmail'] }),
  }),
  [AccountsApi.uploadAvatar.path]: () => Object.assign(profile, { avatar: NEW_AVATAR }),
}

const meta = {
  title: 'frame/Settings',
  component: SettingPage,
} satisfies Meta<typeof SettingPage>
export default meta
type Story = StoryObj<typeof meta>

// Each story has its own frame decorator (story decorators add to the meta's: two would nest routers).
export const LoggedIn: Story = { decorators: [frameStory({ user: alice, path: '/setting', answers })] }
export const WithAvatar: Story = {
  decorators: [frameStory({ user: { ...alice, avatar: NEW_AVATAR }, path: '/setting', answers })],
}
export const Anonymous: Story = { decorators: [frameStory({ path: '/setting' })] }
