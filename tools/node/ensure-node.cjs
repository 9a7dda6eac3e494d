#!/usr/bin/env node
// Runs a script under Node 22.19+, whatever Node started us.
// A machine with an older Node (Debian's 20, say) gets the pinned Node from the npm registry's
// `node-<platform>-<arch>` package, kept in .tools/, and the script is re-run under it with that
// Node first on PATH, so the npm, npx and turbo it starts use it too.
// Written for Node 20 on purpose: no syntax or API newer than that.
'use strict'
const { spawnSync, execFileSync } = require('node:child_process')
const fs = require('node:fs')
const path = require('node:path')

const PINNED = fs.readFileSync(path.join(__dirname, '..', '..', '.nvmrc'), 'utf8').trim()
const MIN = [22, 19, 0]
const root = path.resolve(__dirname, '..', '..')

function newEnough(version) {
  const parts = version.replace(/^v/, '').split('.').map(Number)
  for (let i = 0; i < 3; i++) {
    if (parts[i] !== MIN[i]) return parts[i] > MIN[i]
  }
  return true
}

function pinnedNode() {
  const pkg = `node-${process.platform}-${process.arch}`
  const prefix = path.join(root, '.tools', `node-${PINNED}`)
  const bin = path.join(prefix, 'node_modules', pkg, 'bin', 'node')
  if (!fs.existsSync(bin)) {
    process.stderr.write(
      `Node ${process.version} is older than ${MIN.join('.')}; fetching Node ${PINNED} from the npm registry (${pkg})...\n`,
    )
    fs.mkdirSync(prefix, { recursive: true })
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
    execFileSync(
      npm,
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--ignore-scripts',
        '--prefix',
        prefix,
        `${pkg}@${PINNED}`,
      ],
      {
        // npm's own output goes to stderr: stdout may be captured (--print-bin-dir).
        stdio: ['ignore', 2, 2],
      },
    )
  }
  return bin
}

const [script, ...args] = process.argv.slice(2)
if (!script) {
  process.stderr.write('usage: ensure-node.cjs <script> [args...]\n   or: ensure-node.cjs --print-bin-dir\n')
  process.exit(2)
}
if (script === '--print-bin-dir') {
  process.stdout.write(path.dirname(newEnough(process.version) ? process.execPath : pinnedNode()) + '\n')
  process.exit(0)
}
const node = newEnough(process.version) ? process.execPath : pinnedNode()
const env = Object.assign({}, process.env, {
  PATH: path.dirname(node) + path.delimiter + (process.env.PATH || ''),
})
const result = spawnSync(node, [script, ...args], { stdio: 'inherit', env })
if (result.error) {
  process.stderr.write(String(result.error) + '\n')
  process.exit(1)
}
process.exit(result.status === null ? 1 : result.status)
