# expect WA: subtracts instead of adding.
a, b = map(long, raw_input().split())
print a - b
