# expect MLE: writes 600 MiB against 128 MB (256 MB with the factor for languages other than C/C++).
a, b = map(int, input().split())
block = b"\x01" * (600 << 20)
print(a + b + block[len(block) // 2] - 1)
