// C: GCC, C11, -O2 (spec 1 §2: C and C++ keep the problem's limits as they are).
import { execFile } from 'node:child_process'

import { type Availability, defineLanguage } from '@oj/sdk/judge'

let availability: Promise<Availability> | undefined

/** gcc --version, once; never throws. */
function probe(): Promise<Availability> {
  return new Promise((resolve) => {
    execFile('/usr/bin/gcc', ['--version'], { timeout: 10_000 }, (error, stdout) => {
      if (error) resolve({ available: false, reason: `/usr/bin/gcc --version failed: ${error.message}` })
      else resolve({ available: true, version: stdout.split('\n')[0]?.trim() ?? 'gcc' })
    })
  })
}

export default defineLanguage({
  name: 'C',
  description: 'GCC -O2 -std=c11 -lm',
  family: 'native',
  runtime: 'native',
  source: 'main.c',
  compile: {
    command: [
      '/usr/bin/gcc',
      '-DONLINE_JUDGE',
      '-w',
      '-fmax-errors=3',
      '-std=c11',
      '-O2',
      'main.c',
      '-lm',
      '-o',
      'main',
    ],
  },
  run: { command: ['./main'] },
  limits: { time: 1, memory: 1 },
  contentType: 'text/x-csrc',
  template:
    '#include <stdio.h>\n\nint main(void) {\n    int a, b;\n    scanf("%d %d", &a, &b);\n    printf("%d\\n", a + b);\n    return 0;\n}\n',
  spj: true,
  available: () => (availability ??= probe()),
  selfTest: {
    source:
      '#include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); return 0; }\n',
    input: '1 2\n',
    output: '3\n',
  },
})
