# expect WA 0: sums up to n - 1 on every case.
n = int(input())
print(n * (n - 1) // 2)
