// Go: `go build` with a fresh build cache in the sandbox's /tmp (GOROOT stays read-only, under /usr).
import { defineLanguage, probe } from '@oj/sdk/judge'

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
  available: probe({
    command: ['/usr/bin/go', 'version'],
    env: { HOME: '/tmp', PATH: '/usr/bin:/bin' },
    hint: 'apt-get install golang',
  }),
  selfTest: {
    source:
      'package main\n\nimport (\n\t"bufio"\n\t"fmt"\n\t"os"\n)\n\nfunc main() {\n\tvar a, b int64\n\tfmt.Fscan(bufio.NewReader(os.Stdin), &a, &b)\n\tfmt.Println(a + b)\n}\n',
    input: '1 2\n',
    output: '3\n',
  },
})
