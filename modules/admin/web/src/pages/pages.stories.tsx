import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withIntl } from '../stories/intl.tsx'
import { DashboardView } from './dashboard.tsx'
import { AdminLoginForm } from './login-form.tsx'
import { SwitchForm } from './switches.tsx'

const meta = {
  title: 'admin/AdminLoginForm',
  component: AdminLoginForm,
  decorators: [withIntl],
  args: { onLogin: async () => {} },
} satisfies Meta<typeof AdminLoginForm>
export default meta
type Story = StoryObj<typeof meta>

export const Login: Story = {}
export const LoginFirst: Story = { args: { notice: 'admin.guard.loginFirst' } }
export const AdminAccount: Story = { args: { notice: 'admin.guard.adminAccount' } }
/** The dashboard as the platform's calls fill it. */
export const Dashboard: Story = {
  render: () => (
    <DashboardView
      info={{ userNum: 128, todayJudgeNum: 37, recentContestNum: 2 }}
      session={{
        uid: '1',
        ip: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0',
        gmtCreate: '2026-11-25T08:30:00.000Z',
        gmtModified: '2026-11-25T08:30:00.000Z',
      }}
      service={{
        backupCores: 2,
        backupPercentCpuLoad: '12.50%',
        backupPercentMemoryLoad: '43.10%',
        backupService: [],
        nacos: { status: 'UP' },
      }}
    />
  ),
}
export const Switches: Story = {
  render: () => (
    <SwitchForm
      values={{ openPublicDiscussion: true, openGroupDiscussion: false, openContestComment: true }}
      onSave={() => {}}
    />
  ),
}
