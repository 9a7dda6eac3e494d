import { storyRoot, storyWorlds } from '@oj/sdk/stories'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }
import {
  adminAnswers,
  JUDGING,
  LOGINS,
  NOW,
  SERVICE_INFO,
  SWITCH_FIELDS,
  WORKERS,
} from '../stories/fixtures.ts'
import { withIntl } from '../stories/intl.tsx'
import { AnnouncementDialog, AnnouncementsPage } from './announcements.tsx'
import { ConfPage } from './conf/conf-page.tsx'
import { DashboardView } from './dashboard/dashboard.tsx'
import { AdminLoginForm } from './login-form.tsx'
import { MailOutboxPage } from './mail-outbox.tsx'
import { NoticeDialog, NoticesPage } from './notices.tsx'
import { SwitchForm } from './switches.tsx'
import { EditUserDialog } from './users/edit-user.tsx'
import { GenerateDialog } from './users/generate-dialog.tsx'
import { UsersPage } from './users/users-page.tsx'

const withAdmin = storyWorlds({ 'zh-CN': zhCN, en })({ api: adminAnswers, user: storyRoot })

const meta = {
  title: 'admin/AdminLoginForm',
  component: AdminLoginForm,
  args: { onLogin: async () => {} },
} satisfies Meta<typeof AdminLoginForm>
export default meta
type Story = StoryObj<typeof meta>

export const Login: Story = { decorators: [withIntl] }
export const LoginFirst: Story = { decorators: [withIntl], args: { notice: 'admin.guard.loginFirst' } }
export const AdminAccount: Story = { decorators: [withIntl], args: { notice: 'admin.guard.adminAccount' } }
/** The dashboard as the platform's and the problems module's calls fill it. */
export const Dashboard: Story = {
  decorators: [withIntl],
  render: () => (
    <DashboardView
      info={{ userNum: 128, todayJudgeNum: 37, recentContestNum: 2 }}
      session={{
        id: 30,
        uid: '1',
        ip: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0',
        gmtCreate: '2026-11-25T08:30:00.000Z',
        gmtModified: '2026-11-25T08:30:00.000Z',
      }}
      service={SERVICE_INFO}
      logins={LOGINS}
      judging={JUDGING}
      workers={WORKERS}
      now={NOW}
    />
  ),
}
export const Switches: Story = {
  decorators: [withIntl],
  render: () => <SwitchForm fields={SWITCH_FIELDS} locale="zh-CN" onSave={() => {}} />,
}
export const Users: Story = { decorators: [withAdmin], render: () => <UsersPage /> }
export const EditUser: Story = {
  decorators: [withIntl],
  render: () => (
    <EditUserDialog
      value={{
        uid: 'u3',
        username: 'student3',
        realname: '学生 3',
        email: 'student3@example.com',
        setNewPwd: true,
        password: '',
        type: 1002,
        status: 0,
        titleName: '',
        titleColor: '',
      }}
      onClose={() => {}}
      onSave={() => {}}
    />
  ),
}
export const GenerateAccounts: Story = {
  decorators: [withAdmin],
  render: () => <GenerateDialog open onClose={() => {}} onGenerated={() => {}} />,
}
export const Announcements: Story = { decorators: [withAdmin], render: () => <AnnouncementsPage /> }
export const WriteAnnouncement: Story = {
  decorators: [withIntl],
  render: () => (
    <AnnouncementDialog
      value={{ title: '寒假集训', content: '报名截止 **1 月 10 日**。', status: 0 }}
      onClose={() => {}}
      onSave={() => {}}
    />
  ),
}
export const Notices: Story = { decorators: [withAdmin], render: () => <NoticesPage /> }
export const WriteNotice: Story = {
  decorators: [withIntl],
  render: () => (
    <NoticeDialog
      value={{
        title: 'Contest tonight',
        content: 'Starts at 19:00.',
        type: 'Nominated',
        recipients: 'alice, bob',
      }}
      onClose={() => {}}
      onSave={() => {}}
    />
  ),
}
export const Configuration: Story = { decorators: [withAdmin], render: () => <ConfPage /> }
export const MailOutbox: Story = { decorators: [withAdmin], render: () => <MailOutboxPage /> }
