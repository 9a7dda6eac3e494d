#!/usr/bin/env node
// The `oj` command: `oj serve` (default), `oj migrate`, `oj seed`, `oj judge`. Needs Node 22.19+
// (type stripping).
import { loadConfig, migrateOnly, seedDemo, startServer, StartupError } from '../src/index.ts'
import { runJudge } from '../src/judge-command.ts'

const USAGE = `usage: oj [serve|migrate|seed|judge]
  serve    start the server (default)
  migrate  apply the database migrations of the platform and the enabled modules, then exit
  seed     fill the demo data of the enabled modules, then exit
  judge    run a judge worker that takes tasks from NATS (NATS_URL), on this or any machine
Configuration: PORT, OJ_HOST, OJ_DATA_DIR, OJ_ADMIN_PASSWORD, DATABASE_URL, NATS_URL, NATS_CREDS,
NATS_USER, NATS_PASSWORD, NATS_TOKEN, OJ_PUBLIC_URL, OJ_MODULES,
OJ_REMOTE_<ID>_URL, OJ_JUDGE_EMBEDDED, OJ_JUDGE_NAME, OJ_JUDGE_CAPACITY, OJ_JUDGE_CACHE_DIR,
OJ_TESTLIB_DIR, or oj.config.json (OJ_CONFIG names another file).`

// The output of `oj` usually ends up in a log that is kept: the generated password is not printed,
// only the file (readable by this user alone) that holds it.
const printAdminPassword = ({ adminPasswordFile }: { adminPasswordFile?: string }) => {
  if (adminPasswordFile)
    console.log(
      `Created the super admin 'root'; its generated password is in ${adminPasswordFile} (mode 0600).\n` +
        'Log in, change the password, then delete that file.',
    )
}

async function main(command: string): Promise<void> {
  const config = loadConfig()
  switch (command) {
    case 'serve': {
      const server = await startServer(config)
      console.log(`OJ is listening on ${server.url}/oj/ (modules: ${server.modules.join(', ') || 'none'})`)
      printAdminPassword(server)
      return
    }
    case 'migrate':
      printAdminPassword(await migrateOnly(config))
      console.log('Migrations applied.')
      return
    case 'seed':
      printAdminPassword(await seedDemo(config))
      console.log('Demo data seeded.')
      return
    case 'judge':
      await runJudge(config)
      return
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
