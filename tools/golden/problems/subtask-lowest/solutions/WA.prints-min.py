# expect WA 0: prints the smallest number; no case passes.
n = int(input())
print(min(map(int, input().split())))
