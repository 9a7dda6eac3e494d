// expect AC: fork() must fail (one process allowed); the right answer is printed only if no child was ever created.
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <unistd.h>
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 1;
  int children = 0;
  for (int i = 0; i < 1000; i++) {
    pid_t pid = fork();
    if (pid == 0)
      for (;;) fork();  // a child, if the sandbox let one exist: keep bombing
    if (pid > 0) children++;
  }
  printf("%lld\n", children == 0 ? a + b : a + b + children);
  return 0;
}
