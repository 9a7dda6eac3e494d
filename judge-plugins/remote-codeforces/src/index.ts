import { codeforcesPlatform } from './codeforces.ts'

/** Codeforces' problem set: CF-1A is problem A of contest 1. */
export default codeforcesPlatform({ id: 'CF', name: 'Codeforces', gym: false })

export { CODEFORCES_LANGUAGES, codeforcesPlatform } from './codeforces.ts'
