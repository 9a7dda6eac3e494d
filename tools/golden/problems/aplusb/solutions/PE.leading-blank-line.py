# expect PE: a blank line before the right answer: only whitespace differs.
a, b = map(int, input().split())
print()
print(a + b)
