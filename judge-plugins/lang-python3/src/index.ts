// Python 3: Debian's /usr/bin/python3 (never a pyenv shim: the sandbox binds system folders only).
// The compile step is py_compile, so that a syntax error is a compile error, not a runtime error.
import { defineLanguage, probe } from '@oj/sdk/judge'

export default defineLanguage({
  name: 'Python3',
  description: 'Python 3 (CPython, Debian)',
  family: 'native',
  runtime: 'native',
  source: 'main.py',
  compile: { command: ['/usr/bin/python3', '-m', 'py_compile', 'main.py'], processes: 4 },
  run: {
    command: ['/usr/bin/python3', 'main.py'],
    processes: 4,
    env: { PYTHONDONTWRITEBYTECODE: '1', PYTHONIOENCODING: 'utf-8' },
  },
  limits: { time: 2, memory: 2 },
  contentType: 'text/x-python',
  template: 'a, b = map(int, input().split())\nprint(a + b)\n',
  available: probe({
    command: ['/usr/bin/python3', '--version'],
    within: '/usr/',
    hint: 'apt-get install python3',
  }),
  selfTest: {
    source: 'import sys\na, b = map(int, sys.stdin.read().split())\nprint(a + b)\n',
    input: '1 2\n',
    output: '3\n',
  },
})
