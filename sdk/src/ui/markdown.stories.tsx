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
