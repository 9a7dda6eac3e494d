// expect RE: unbounded recursion with 64 KiB frames overflows the 64 MB stack limit (below the 128 MB memory limit): SIGSEGV.
#include <stdio.h>
static long dive(long depth) {
  volatile char frame[65536];
  frame[depth % sizeof frame] = (char)depth;
  return dive(depth + 1) + frame[0];
}
int main(void) {
  printf("%ld\n", dive(0));
  return 0;
}
