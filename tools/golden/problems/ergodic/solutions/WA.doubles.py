# expect WA: n + n equals n * n for n = 2 (case 1) but not for n = 3 (case 2): judging stops after 2 cases.
n = int(input())
print(n + n)
