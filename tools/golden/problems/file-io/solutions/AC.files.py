# expect AC: reads product.in, writes product.out.
with open("product.in") as f:
    a, b = map(int, f.read().split())
with open("product.out", "w") as f:
    f.write(f"{a * b}\n")
