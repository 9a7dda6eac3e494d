// The about pages: the judge help page with a languages answer (and without one), the developer page.
import type { WebsiteConfig } from '@oj/sdk'
import { usePlatform } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { frameStory } from '../story-kit.tsx'
import DeveloperPage from './developer.tsx'
import IntroductionPage from './introduction.tsx'

const language = (
  name: string,
  description: string,
  compileCommand: string,
  template: string,
  oj = 'ME',
) => ({
  name,
  description,
  compileCommand,
  template,
  codeTemplate: template,
  oj,
})
const languages = [
  language(
    'C',
    'GCC 13.2',
    'gcc -DONLINE_JUDGE -O2 -w -fmax-errors=3 -std=c11 main.c -lm -o main',
    '#include <stdio.h>\n\nint main() {\n    int a, b;\n    scanf("%d %d", &a, &b);\n    printf("%d\\n", a + b);\n    return 0;\n}\n',
  ),
  language(
    'C++',
    'G++ 13.2',
    'g++ -DONLINE_JUDGE -O2 -w -fmax-errors=3 -std=c++17 main.cpp -lm -o main',
    '#include <iostream>\nusing namespace std;\n\nint main() {\n    long long a, b;\n    cin >> a >> b;\n    cout << a + b << endl;\n    return 0;\n}\n',
  ),
  language(
    'Java',
    'OpenJDK 21',
    'javac -encoding UTF-8 Main.java',
    'import java.util.Scanner;\n\npublic class Main {\n    public static void main(String[] args) {\n        Scanner in = new Scanner(System.in);\n        long a = in.nextLong(), b = in.nextLong();\n        System.out.println(a + b);\n    }\n}\n',
  ),
  language(
    'Python3',
    'CPython 3.12',
    'python3 -m py_compile main.py',
    'a, b = map(int, input().split())\nprint(a + b)\n',
  ),
  language('HDU G++', 'remote', '', '', 'HDU'),
]

function WithSite(props: {
  readonly children: ReactNode
  readonly config?: Partial<WebsiteConfig>
}): ReactNode {
  const platform = usePlatform()
  if (!platform.siteConfig.get() && props.config)
    platform.siteConfig.set({
      name: 'Online Judge',
      shortName: 'OJ',
      description: '',
      recordName: '',
      recordUrl: '',
      projectName: 'OJ',
      projectUrl: '',
      openPublicDiscussion: true,
      openGroupDiscussion: true,
      openContestComment: true,
      register: true,
      ...props.config,
    })
  return props.children
}

const meta = {
  title: 'frame/About pages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const JudgeHelp: Story = {
  name: 'Introduction (judge help)',
  decorators: [frameStory({ answers: { '/languages': languages }, path: '/introduction' })],
  render: () => <IntroductionPage />,
}
export const JudgeHelpNoLanguages: Story = {
  name: 'Introduction, judge offline',
  decorators: [frameStory({ answers: { '/languages': [] }, path: '/introduction' })],
  render: () => <IntroductionPage />,
}
export const Developer: Story = {
  decorators: [frameStory({ path: '/developer' })],
  render: () => (
    <WithSite config={{ projectName: 'Modular OJ', projectUrl: 'https://github.com/example/modular-oj' }}>
      <DeveloperPage />
    </WithSite>
  ),
}
