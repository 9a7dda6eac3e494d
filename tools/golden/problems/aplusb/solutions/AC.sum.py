# expect AC: Python integers never overflow.
a, b = map(int, input().split())
print(a + b)
