# expect AC: /etc/shadow must be unreadable (or absent); the right answer is printed only if nothing was read from it.
a, b = map(int, input().split())
leaked = 0
try:
    with open("/etc/shadow") as shadow:
        leaked = len(shadow.read())
except OSError:
    pass
print(a + b + leaked)
