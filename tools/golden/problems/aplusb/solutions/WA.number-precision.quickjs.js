// expect WA: Number loses precision past 2^53 on the large cases.
/* global readline */
const [a, b] = readline().trim().split(/\s+/).map(Number)
print(String(a + b))
