// Python 2: only where a real interpreter lives among the system folders the sandbox binds. Debian 12
// has no python2 package; a pyenv shim (e.g. /root/.pyenv/shims/python2) is a shell script that
// needs pyenv's folders and answers "command not found" without a python2 installed: not one.
import { execFile } from 'node:child_process'
import { realpathSync } from 'node:fs'

import { type Availability, defineLanguage } from '@oj/sdk/judge'

const PYTHON2 = '/usr/bin/python2'
let availability: Promise<Availability> | undefined

/** A real Python 2 at /usr/bin/python2 that says so itself, once; never throws. */
function probe(): Promise<Availability> {
  let real: string
  try {
    real = realpathSync(PYTHON2)
  } catch {
    return Promise.resolve({
      available: false,
      reason: `no Python 2 interpreter at ${PYTHON2} (Debian 12 ships none; a pyenv shim is no interpreter the sandbox can run)`,
    })
  }
  if (!real.startsWith('/usr/'))
    return Promise.resolve({
      available: false,
      reason: `${PYTHON2} leads to ${real}, outside the folders the sandbox binds`,
    })
  return new Promise((resolve) => {
    execFile(
      PYTHON2,
      ['-c', 'import sys; print(sys.version.split()[0])'],
      { timeout: 10_000 },
      (error, stdout) => {
        const version = stdout?.trim() ?? ''
        if (error) resolve({ available: false, reason: `${PYTHON2} does not run: ${error.message}` })
        else if (!version.startsWith('2.'))
          resolve({ available: false, reason: `${PYTHON2} is Python ${version}, not 2` })
        else resolve({ available: true, version: `Python ${version}` })
      },
    )
  })
}

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
  available: () => (availability ??= probe()),
  selfTest: {
    source: 'import sys\na, b = map(int, sys.stdin.read().split())\nprint a + b\n',
    input: '1 2\n',
    output: '3\n',
  },
})
