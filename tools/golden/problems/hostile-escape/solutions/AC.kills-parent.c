// expect AC: SIGKILL to its parent (the judge, unless a PID namespace hides it) must not take the judge down; the answer is right only if the parent is out of reach or survived.
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 1;
  fflush(stdout);
  pid_t parent = getppid();
  int hit = 0;
  // pid 1 and 0 are the namespace's init or outside it; never signal a process group (kill(0) / kill(-1)).
  if (parent > 1 && kill(parent, SIGKILL) == 0) {
    struct timespec pause = {0, 100000000};
    nanosleep(&pause, NULL);
    hit = kill(parent, 0) != 0;  // the parent is gone: the attack worked
  }
  printf("%lld\n", a + b + hit);
  return 0;
}
