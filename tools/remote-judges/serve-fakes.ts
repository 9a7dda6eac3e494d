// `node tools/remote-judges/serve-fakes.ts [CF HDU ...]`: the adapters' fake sites on local ports, for
// trying remote judging by hand or in a browser check. Prints the environment to start the platform
// with and each fake's account (to add under Admin → Remote judges). A control address sets what the
// next run of a fake gets: POST <control>/<ID>/next/<kind> (wrongAnswer, compileError, ...) or
// POST <control>/<ID>/refuse. Ctrl-C stops them.
import type { RemoteVerdictKind } from '@oj/sdk/judge'
import { startFakeServer } from '@oj/sdk/judge/kit'

import { startFakes } from './fakes.ts'

const asked = process.argv.slice(2).map((id) => id.toUpperCase())
const fakes = await startFakes(asked.length > 0 ? asked : undefined)
const control = await startFakeServer({
  'POST /:id/next/:kind': (req) => {
    const site = fakes.sites.get(req.params.id ?? '')
    if (!site) return { status: 404, body: { error: 'no such fake' } }
    site.judge.judgeNextAs(req.params.kind as RemoteVerdictKind)
    return { body: { next: req.params.kind } }
  },
  'POST /:id/refuse': (req) => {
    const site = fakes.sites.get(req.params.id ?? '')
    if (!site) return { status: 404, body: { error: 'no such fake' } }
    site.judge.refuseNext(site.refusal)
    return { body: { refuse: site.refusal } }
  },
})
for (const [name, value] of Object.entries(fakes.env)) console.log(`${name}=${value}`)
console.log(`# control: ${control.baseUrl}`)
for (const [id, site] of fakes.sites) {
  const { username, password } = site.account
  console.log(
    `# ${id}: account ${username} / ${password}, problem ${id}-${site.problem.id}, language ${site.language}`,
  )
}
const stop = () => void Promise.all([fakes.close(), control.close()]).finally(() => process.exit(0))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
