# expect PA 80: sums with a loop; n = 1e9 runs out of time (TLE on the last case only).
n = int(input())
total = 0
for i in range(1, n + 1):
    total += i
print(total)
