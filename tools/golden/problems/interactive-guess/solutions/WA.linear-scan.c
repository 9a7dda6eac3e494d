// expect WA: guesses 1, 2, 3, ...: case 1 (x = 1) passes, the others need more than 30 guesses.
#include <signal.h>
#include <stdio.h>
int main(void) {
  signal(SIGPIPE, SIG_IGN);  // the interactor leaves after 30 guesses: stop quietly
  long long n;
  char reply[8];
  if (scanf("%lld", &n) != 1) return 0;
  for (long long guess = 1; guess <= n; guess++) {
    if (printf("%lld\n", guess) < 0 || fflush(stdout) != 0) return 0;
    if (scanf("%7s", reply) != 1 || reply[0] == '=') return 0;
  }
  return 0;
}
