// expect RE: an uncaught exception (exit status 1).
const [a, b] = process.getBuiltinModule('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(BigInt)
throw new Error(`no answer today: ${a + b}`)
