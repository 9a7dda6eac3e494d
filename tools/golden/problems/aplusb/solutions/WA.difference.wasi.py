# expect WA: subtracts instead of adding.
a, b = map(int, input().split())
print(a - b)
