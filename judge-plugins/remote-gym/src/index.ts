import { codeforcesPlatform } from '@oj/judge-remote-codeforces'

/** Codeforces Gym: GYM-100001A is problem A of gym contest 100001, on Codeforces' own platform. */
export default codeforcesPlatform({ id: 'GYM', name: 'Codeforces Gym', gym: true })
