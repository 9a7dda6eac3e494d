#!/usr/bin/env node
// The `oj` command: `oj serve` (default), `oj migrate`, `oj seed`, `oj judge`. Needs Node 22.19+
// (type stripping).
import { loadConfig } from '../src/config/load.ts'
import { StartupError } from '../src/startup-error.ts'

const USAGE = `usage: oj [serve|migrate|seed|judge]
  serve    start the server (default)
  migrate  apply the database migrations of the platform and the enabled modules, then exit
  seed     fill the demo data of the enabled modules, then exit
  judge    run a judge worker that takes tasks from NATS (NATS_URL), on this or any machine
Configuration: PORT, OJ_HOST, OJ_DATA_DIR, OJ_ADMIN_PASSWORD, DATABASE_URL, NATS_URL, NATS_CREDS,
NATS_USER, NATS_PASSWORD, NATS_TOKEN, NATS_NAMESPACE, OJ_PUBLIC_URL, OJ_MODULES,
OJ_REMOTE_<ID>_URL, OJ_JUDGE_EMBEDDED, OJ_JUDGE_NAME, OJ_JUDGE_CAPACITY, OJ_JUDGE_CACHE_DIR,
OJ_TESTLIB_DIR, or oj.config.json (OJ_CONFIG names another file). Remote judges (server and judges):
OJ_REMOTE_JUDGE_KEY (seals their accounts' passwords; the same everywhere), OJ_REMOTE_JUDGE_<ID>
(a site's address, e.g. OJ_REMOTE_JUDGE_CF), OJ_REMOTE_TIMEOUT_MS, OJ_REMOTE_POLL_MS,
OJ_REMOTE_SUBMIT_INTERVAL_MS, OJ_REMOTE_BACKOFF_MS.`

// The output of `oj` usually ends up in a log that is kept: the generated password is not printed,
// only the file (readable by this user alone) that holds it.
const printAdminPassword = ({ adminPasswordFile }: { adminPasswordFile?: string }) => {
  if (adminPasswordFile)
    console.log(
      `Created the super admin 'root'; its generated password is in ${adminPasswordFile} (mode 0600).\n` +
        'Log in, change the password, then delete that file.',
    )
}

// Each command loads only its own code: a judge worker does not carry the server's modules (its
// forks of the sandbox cost more the larger the process is).
const serverCode = () => import('../src/index.ts')

async function main(command: string): Promise<void> {
  switch (command) {
    case 'serve': {
      const code = await serverCode()
      const server = await code.startServer(code.loadConfig())
      console.log(`OJ is listening on ${server.url}/oj/ (modules: ${server.modules.join(', ') || 'none'})`)
      printAdminPassword(server)
      return
    }
    case 'migrate': {
      const code = await serverCode()
      printAdminPassword(await code.migrateOnly(code.loadConfig()))
      console.log('Migrations applied.')
      return
    }
    case 'seed': {
      const code = await serverCode()
      printAdminPassword(await code.seedDemo(code.loadConfig()))
      console.log('Demo data seeded.')
      return
    }
    case 'judge': {
      // A worker enables no module: the list of installed ones does not matter to it.
      const config = loadConfig({ installedModules: [] })
      await (await import('../src/judge-command.ts')).runJudge(config)
      return
    }
    default:
      console.error(USAGE)
      process.exitCode = 2
  }
}

const command = process.argv[2] ?? 'serve'
if (command === '--help' || command === '-h' || command === 'help') {
  console.log(USAGE)
} else {
  main(command).catch((error: unknown) => {
    // A StartupError is meant for a person: its message alone, no stack.
    if (error instanceof StartupError) console.error(error.message)
    else console.error(error)
    process.exit(1)
  })
}
