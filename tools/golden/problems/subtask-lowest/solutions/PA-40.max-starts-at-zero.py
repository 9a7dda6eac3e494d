# expect PA 40: starting the maximum at 0 fails the all-negative case 5, so subtask 2 (lowest case) scores 0.
n = int(input())
best = 0
for x in map(int, input().split()):
    best = max(best, x)
print(best)
