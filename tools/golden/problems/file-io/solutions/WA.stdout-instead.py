# expect WA: reads the file but prints to stdout: product.out stays missing.
with open("product.in") as f:
    a, b = map(int, f.read().split())
print(a * b)
