// expect CE: the compiler reads endless random bytes; the compile limits (or a missing /dev/random) end it with a compile error.
#include </dev/random>
int main(void) { return 0; }
