// expect WA: Number loses precision past 2^53 on the large cases.
const [a, b] = process.getBuiltinModule('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number)
console.log(String(a + b))
