// C: GCC, C11, -O2 (spec 1 §2: C and C++ keep the problem's limits as they are).
import { defineLanguage, probe } from '@oj/sdk/judge'

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
    // cc1, collect2 and gcc's own headers and libraries (/usr/libexec/gcc on newer Debian)
    toolchain: ['/usr/lib/gcc', '/usr/libexec/gcc', '/usr/include'],
  },
  run: { command: ['./main'] },
  limits: { time: 1, memory: 1 },
  contentType: 'text/x-csrc',
  template:
    '#include <stdio.h>\n\nint main(void) {\n    int a, b;\n    scanf("%d %d", &a, &b);\n    printf("%d\\n", a + b);\n    return 0;\n}\n',
  spj: true,
  available: probe({ command: ['/usr/bin/gcc', '--version'], hint: 'apt-get install gcc' }),
  selfTest: {
    source:
      '#include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); return 0; }\n',
    input: '1 2\n',
    output: '3\n',
  },
})
