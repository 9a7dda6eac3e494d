# expect WA: 1 divides n but is not strictly between 1 and n.
input()
print(1)
