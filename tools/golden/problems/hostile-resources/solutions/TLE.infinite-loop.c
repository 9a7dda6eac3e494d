// expect TLE: spins forever; the CPU-time limit stops it.
#include <stdio.h>
int main(void) {
  volatile unsigned long spins = 0;
  for (;;) spins++;
}
