// JavaScript on Node (/usr/bin/node). `node --check` first, so that a syntax error is a compile error.
// V8's heap and stack are sized from the limits the sandbox puts in the environment
// (OJ_MEMORY_LIMIT_KB, OJ_STACK_LIMIT_KB): V8 crashes if told of more stack than the rlimit gives.
import { defineLanguage, probe } from '@oj/sdk/judge'

const NODE = [
  'exec /usr/bin/node',
  '--max-old-space-size=$(( OJ_MEMORY_LIMIT_KB / 1024 ))',
  '--stack-size=$(( OJ_STACK_LIMIT_KB / 2 < 262144 ? OJ_STACK_LIMIT_KB / 2 : 262144 ))',
  'main.js',
].join(' ')

export default defineLanguage({
  name: 'JavaScript Node',
  description: 'Node.js',
  family: 'native',
  runtime: 'native',
  source: 'main.js',
  compile: { command: ['/usr/bin/node', '--check', 'main.js'], processes: 32 },
  // V8's worker threads and libuv's pool count as tasks of the run
  run: { command: ['/bin/sh', '-c', NODE], processes: 32 },
  limits: { time: 2, memory: 2 },
  contentType: 'text/javascript',
  template:
    "const lines = require('fs').readFileSync(0, 'utf8').split('\\n')\nconst [a, b] = lines[0].split(' ').map(Number)\nconsole.log(a + b)\n",
  available: probe({
    command: ['/usr/bin/node', '--version'],
    version: (printed) => `Node ${printed.trim()}`,
    hint: 'apt-get install nodejs',
  }),
  selfTest: {
    source:
      "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(BigInt)\nconsole.log(String(a + b))\n",
    input: '1 2\n',
    output: '3\n',
  },
})
