# expect AC: binary search, flushing after each guess.
import sys

lo, hi = 1, int(sys.stdin.readline())
while lo <= hi:
    mid = (lo + hi) // 2
    print(mid, flush=True)
    reply = sys.stdin.readline().strip()
    if reply in ("=", ""):
        break
    if reply == "<":
        hi = mid - 1
    else:
        lo = mid + 1
