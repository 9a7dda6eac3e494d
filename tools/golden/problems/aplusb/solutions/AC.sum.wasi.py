# expect AC: CPython built for WASI.
a, b = map(int, input().split())
print(a + b)
