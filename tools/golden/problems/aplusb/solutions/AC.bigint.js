// expect AC: BigInt keeps all 64 bits.
const [a, b] = process.getBuiltinModule('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(BigInt)
console.log((a + b).toString())
