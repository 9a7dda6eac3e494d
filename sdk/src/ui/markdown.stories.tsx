import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { Markdown } from './markdown.tsx'

const meta = {
  title: 'ui/Markdown',
  component: Markdown,
  args: {
    source: [
      '## Welcome',
      '',
      'Read the **rules** first, then try [the problem list](/oj/problem).',
      '',
      '- one',
      '- two',
      '',
      '```c',
      'int main(void) { return 0; }',
      '```',
    ].join('\n'),
  },
} satisfies Meta<typeof Markdown>
export default meta
type Story = StoryObj<typeof meta>

export const Basic: Story = {}
/** Raw HTML is shown as text, never run. */
export const HostileHtml: Story = {
  args: { source: 'Hello <img src=x onerror="alert(1)"> <script>alert(2)</script> [x](javascript:alert(3))' },
}
/** A statement with math on: every delimiter, and code that keeps its dollars. */
export const WithMath: Story = {
  args: {
    math: true,
    source: [
      'Given $n$ integers $a_1, a_2, \\dots, a_n$ ($1 \\le n \\le 10^5$), print',
      '',
      '$$\\sum_{i=1}^{n} a_i^2 \\bmod (10^9+7)$$',
      '',
      'Inline with parentheses: \\(\\frac{a}{b}\\); display with brackets:',
      '',
      '\\[ \\sqrt{x^2 + y^2} \\]',
      '',
      '```cpp',
      'printf("$%d\\(x\\)", n);',
      '```',
    ].join('\n'),
  },
}
