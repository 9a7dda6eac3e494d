// expect TLE: spins forever; the fuel runs out.
for (let i = 0; ; i++) if (i < 0) print(i)
