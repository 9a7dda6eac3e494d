# expect AC: exactly one word per line, nothing after it.
for word in input().split():
    print(word.upper())
