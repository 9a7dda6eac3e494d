// expect TLE: spins forever; the fuel runs out.
let spins = 0
for (;;) spins++
