# expect AC: Python 2 print statement and raw_input.
a, b = map(long, raw_input().split())
print a + b
