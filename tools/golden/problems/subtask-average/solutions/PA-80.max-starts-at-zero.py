# expect PA 80: starting the maximum at 0 fails only case 5: subtask 1 gets 40, subtask 2 the average 60 * 2/3 = 40.
n = int(input())
best = 0
for x in map(int, input().split()):
    best = max(best, x)
print(best)
