// A checker that crashes (SIGSEGV) before saying anything: the judge must answer System Error.
#include <cstdio>
int main(int argc, char **argv) {
  volatile int *nowhere = nullptr;
  *nowhere = argc;
  std::printf("%s\n", argv[0]);
  return 0;
}
