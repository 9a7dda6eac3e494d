import { startCodeforcesFake } from '@oj/judge-remote-codeforces/fake'
import type { FakeSite } from '@oj/sdk/judge/kit'

/** A fake of Codeforces' Gym: Codeforces' fake with gym addresses (/gym/100001/problem/A). */
export const startGymFake = (): Promise<FakeSite> => startCodeforcesFake({ gym: true })
