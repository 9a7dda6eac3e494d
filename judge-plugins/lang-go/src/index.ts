// Go: `go build` with a fresh build cache in the sandbox's /tmp (GOROOT stays read-only, under /usr).
import { execFile } from 'node:child_process'

import { type Availability, defineLanguage } from '@oj/sdk/judge'

let availability: Promise<Availability> | undefined

/** go version, once; never throws. */
function probe(): Promise<Availability> {
  return new Promise((resolve) => {
    execFile(
      '/usr/bin/go',
      ['version'],
      { timeout: 10_000, env: { HOME: '/tmp', PATH: '/usr/bin:/bin' } },
      (error, stdout) => {
        if (error) resolve({ available: false, reason: `/usr/bin/go version failed: ${error.message}` })
        else resolve({ available: true, version: stdout.trim() })
      },
    )
  })
}

export default defineLanguage({
  name: 'Golang',
  description: 'Go (go build)',
  family: 'native',
  runtime: 'native',
  source: 'main.go',
  compile: {
    command: ['/usr/bin/go', 'build', '-o', 'main', 'main.go'],
    timeLimitMs: 20_000,
    processes: 128,
    env: {
      GOCACHE: '/tmp/go-cache',
      GOPATH: '/tmp/go',
      GO111MODULE: 'auto',
      CGO_ENABLED: '0',
      GOTOOLCHAIN: 'local',
    },
  },
  // the Go runtime starts a few threads of its own
  run: { command: ['./main'], processes: 16 },
  limits: { time: 2, memory: 2 },
  contentType: 'text/x-go',
  template:
    'package main\n\nimport "fmt"\n\nfunc main() {\n\tvar a, b int\n\tfmt.Scan(&a, &b)\n\tfmt.Println(a + b)\n}\n',
  available: () => (availability ??= probe()),
  selfTest: {
    source:
      'package main\n\nimport (\n\t"bufio"\n\t"fmt"\n\t"os"\n)\n\nfunc main() {\n\tvar a, b int64\n\tfmt.Fscan(bufio.NewReader(os.Stdin), &a, &b)\n\tfmt.Println(a + b)\n}\n',
    input: '1 2\n',
    output: '3\n',
  },
})
