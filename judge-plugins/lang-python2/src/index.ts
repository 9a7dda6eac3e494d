// Python 2: only where a real interpreter lives among the system folders the sandbox binds. Debian 12
// has no python2 package; a pyenv shim (e.g. /root/.pyenv/shims/python2) is a shell script that
// needs pyenv's folders and answers "command not found" without a python2 installed: not one.
import { defineLanguage, probe } from '@oj/sdk/judge'

const PYTHON2 = '/usr/bin/python2'
export default defineLanguage({
  name: 'Python2',
  description: 'Python 2.7',
  family: 'native',
  runtime: 'native',
  source: 'main.py',
  compile: { command: [PYTHON2, '-m', 'py_compile', 'main.py'], processes: 4 },
  run: {
    command: [PYTHON2, 'main.py'],
    processes: 4,
    env: { PYTHONDONTWRITEBYTECODE: '1', PYTHONIOENCODING: 'utf-8' },
  },
  limits: { time: 2, memory: 2 },
  contentType: 'text/x-python',
  template: 'a, b = map(int, raw_input().split())\nprint a + b\n',
  // a real Python 2 that says so itself, among the system folders the sandbox binds
  available: probe({
    command: [PYTHON2, '-c', 'import sys; print(sys.version.split()[0])'],
    within: '/usr/',
    hint: 'Debian 12 ships no Python 2; a pyenv shim is no interpreter the sandbox can run',
    check: (printed) =>
      printed.trim().startsWith('2.') ? null : `${PYTHON2} is Python ${printed.trim()}, not 2`,
    version: (printed) => `Python ${printed.trim()}`,
  }),
  selfTest: {
    source: 'import sys\na, b = map(int, sys.stdin.read().split())\nprint a + b\n',
    input: '1 2\n',
    output: '3\n',
  },
})
