// The serving half of `npm start`, imported once dependencies are installed.
import { loadConfig, startServer, StartupError } from '@oj/platform-server'

export async function launch(options: { root: string; began: number }): Promise<void> {
  try {
    const config = loadConfig({ cwd: options.root })
    const server = await startServer(config, { repoRoot: options.root })
    await server.seedDemo()
    const seconds = ((performance.now() - options.began) / 1000).toFixed(1)
    const password = server.adminPassword
      ? `${server.adminPassword}   (generated now; also in ${server.adminPasswordFile ?? 'the data directory'}, mode 0600)`
      : config.adminPassword
        ? '(the value of OJ_ADMIN_PASSWORD)'
        : '(printed at the first start; set OJ_ADMIN_PASSWORD to choose one)'
    console.log(
      [
        '',
        `  OJ is serving at ${server.url}/oj/   (ready in ${seconds} s)`,
        `  Admin login:  root  /  ${password}`,
        `  Database: ${config.databaseUrl ? 'Postgres (DATABASE_URL)' : `PGlite in ${config.dataDir}`}` +
          `   Bus: ${config.natsUrl ? 'NATS JetStream (NATS_URL)' : 'in-process'}` +
          (config.natsUrl && config.natsNamespace ? `, namespace ${config.natsNamespace}` : ''),
        `  Modules: ${server.modules.join(', ') || '(none)'}`,
        server.judge
          ? `  Judge: in-process, ${
              server.judge
                .info()
                .languages.map((l) => l.name)
                .join(', ') || 'no language'
            }`
          : '  Judge: none in this process (OJ_JUDGE_EMBEDDED=0); `oj judge` workers judge over NATS',
        '',
      ].join('\n'),
    )
  } catch (error) {
    if (error instanceof StartupError) {
      console.error(`\nCannot start: ${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
}
