# expect TLE: right, but counts |a| steps one at a time.
a, b = map(int, input().split())
while a > 0:
    a -= 1
    b += 1
while a < 0:
    a += 1
    b -= 1
print(b)
