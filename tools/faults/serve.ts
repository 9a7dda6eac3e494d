// `oj serve` for the fault tests: the platform's modules, with the problems module's judging timings
// short enough to watch the sweeper act within a test (configuration comes from the environment).
import { installedModules, loadConfig, startServer } from '@oj/platform-server'
import { createProblemsModule } from '@oj/problems-server'

const timings = {
  outboxPollMs: 200,
  sweepEveryMs: 1_000,
  stuckAfterMs: Number(process.env['OJ_FAULTS_STUCK_MS'] ?? 8_000),
  maxAttempts: 6,
}
const installed = installedModules.map((m) => (m.id === 'problems' ? createProblemsModule(timings) : m))
const server = await startServer(loadConfig(), { installed })
console.log(`listening ${server.url}`)
