// expect MLE: allocates and touches 1 MiB blocks until killed (limit 128 MB).
// The limits leave room for slow first touches of memory: on some virtual machines a page's first
// fault costs ~20 µs, so 256 MB took more than a second of CPU and ended as a (right) TLE.
#include <stdlib.h>
#include <string.h>
int main(void) {
  for (;;) {
    char *block = malloc(1 << 20);
    if (!block) return 7;  // allocation refused rather than killed: still must not pass
    memset(block, 7, 1 << 20);
  }
}
