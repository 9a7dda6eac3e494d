import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { CodeBlock } from './code-block.tsx'

const meta = {
  title: 'ui/CodeBlock',
  component: CodeBlock,
  args: {
    language: 'C++ 17',
    code: '#include <iostream>\nint main() {\n  long long a, b; // two numbers\n  std::cin >> a >> b;\n  std::cout << a + b << "\\n";\n  return 0;\n}\n',
  },
} satisfies Meta<typeof CodeBlock>
export default meta
type Story = StoryObj<typeof meta>

export const Cpp: Story = {}
export const Python: Story = {
  args: { language: 'Python3', code: 'a, b = map(int, input().split())\nprint(a + b)  # the sum\n' },
}
export const UnknownLanguage: Story = {
  args: { language: 'Brainfuck', code: '++++++++[>++++<-]>.\n<script>alert(1)</script>\n' },
}
