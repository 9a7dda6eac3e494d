import { startAtCoderFake } from '@oj/judge-remote-atcoder/fake'
import { startCodeforcesFake } from '@oj/judge-remote-codeforces/fake'
import { startGymFake } from '@oj/judge-remote-gym/fake'
import { startHduFake } from '@oj/judge-remote-hdu/fake'
import { startHojFake } from '@oj/judge-remote-hoj/fake'
import { startPojFake } from '@oj/judge-remote-poj/fake'
import { startSpojFake } from '@oj/judge-remote-spoj/fake'
import type { FakeSite } from '@oj/sdk/judge/kit'

/** The adapters' fake sites by remote judge id (each adapter's own, from its `./fake` entry). */
const FAKES: Readonly<Record<string, () => Promise<FakeSite>>> = {
  HDU: startHduFake,
  CF: startCodeforcesFake,
  GYM: startGymFake,
  POJ: startPojFake,
  AC: startAtCoderFake,
  SPOJ: startSpojFake,
  HOJ: startHojFake,
}

/** Starts the fakes of these judges; answers them with the environment that points the platform at them. */
export async function startFakes(ids: ReadonlyArray<string> = Object.keys(FAKES)) {
  const sites = new Map<string, FakeSite>()
  for (const id of ids) {
    const start = FAKES[id]
    if (!start) throw new Error(`no fake of ${id}`)
    sites.set(id, await start())
  }
  const env = Object.fromEntries([...sites].map(([id, site]) => [`OJ_REMOTE_JUDGE_${id}`, site.baseUrl]))
  return {
    sites,
    env,
    close: async () => {
      for (const site of sites.values()) await site.close()
    },
  }
}
