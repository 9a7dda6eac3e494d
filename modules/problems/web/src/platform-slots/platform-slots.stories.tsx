// What the problems module shows on the frame's pages (platform slots), with stand-in calls, in the
// toolbar's language.
import { HomeApi, type LanguageView, ProblemsApi } from '@oj/problems-contract'
import type { UserHomeApi } from '@oj/sdk/api'
import type { EndpointOutput } from '@oj/sdk/contract'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withModule } from '../stories/kit.tsx'
import HelpLanguages from './help-languages.tsx'
import QuickStart from './quick-start.tsx'
import SolvedList from './solved-list.tsx'

const language = (name: string, description: string, compileCommand: string, oj = 'ME'): LanguageView => ({
  id: name.length,
  contentType: 'text/plain',
  description,
  name,
  compileCommand,
  template:
    name === 'C++'
      ? '#include <iostream>\nint main() { long a, b; std::cin >> a >> b; std::cout << a + b; }'
      : '',
  codeTemplate: '',
  isSpj: false,
  oj,
  seq: 0,
  gmtCreate: null,
  gmtModified: null,
})

const languages = [
  language('C++', 'G++ 12', 'g++ -O2 -std=c++17 main.cpp -o main'),
  language('Python3', 'CPython 3.11', 'python3 -m py_compile main.py'),
  language('Java', 'HDU Java', '', 'HDU'),
]

const info = (solved: number): EndpointOutput<typeof UserHomeApi.info> => ({
  uid: 'u-1',
  username: 'alice',
  nickname: 'Alice',
  realname: null,
  avatar: null,
  gender: null,
  signature: null,
  school: null,
  blog: null,
  github: null,
  cfUsername: null,
  titleName: null,
  titleColor: null,
  recentLoginTime: null,
  total: solved * 2,
  rating: null,
  scoreList: [],
  solvedList: Array.from({ length: solved }, (_, i) => `P${1000 + i}`),
  solvedGroupByDifficulty: {},
})

const meta = { title: 'problems/On the frame’s pages' } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** Go with nothing typed, with 'p1000' (opens P1000) and with 'P9999' (does not exist). */
export const HomeQuickStart: Story = {
  name: 'Home: quick start',
  decorators: [
    withModule({
      maxWidth: 360,
      api: {
        [HomeApi.problemHaved.path]: (q) => (q.get('problemId')?.toUpperCase() === 'P1000' ? 'P1000' : null),
      },
    }),
  ],
  render: () => <QuickStart />,
}
export const HelpLanguageList: Story = {
  name: 'Help: languages',
  decorators: [withModule({ api: { [ProblemsApi.languages.path]: () => languages } })],
  render: () => <HelpLanguages />,
}
export const HelpNoLanguage: Story = {
  name: 'Help: no language (judge offline)',
  decorators: [withModule({ api: { [ProblemsApi.languages.path]: () => [] } })],
  render: () => <HelpLanguages />,
}
export const UserHomeSolved: Story = {
  name: 'User home: solved problems',
  decorators: [withModule({ maxWidth: 560, api: {} })],
  render: () => <SolvedList info={info(42)} />,
}
export const UserHomeNoneSolved: Story = {
  name: 'User home: none solved yet',
  decorators: [withModule({ maxWidth: 560, api: {} })],
  render: () => <SolvedList info={info(0)} />,
}
