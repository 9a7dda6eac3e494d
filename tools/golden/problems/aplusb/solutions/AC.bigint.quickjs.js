// expect AC: BigInt under QuickJS (readline/print, as the plugin's self-test reads and writes).
/* global readline */
const [a, b] = readline().trim().split(/\s+/).map(BigInt)
print(String(a + b))
