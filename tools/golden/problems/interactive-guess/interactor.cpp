// Interactor speaking the testlib protocol without testlib.h: argv = input, output (its report file);
// its stdin is the program's stdout and its stdout the program's stdin. Exit 0 accepted, 1 wrong
// answer, 2 presentation error, 3 the interactor's own failure.
#include <csignal>
#include <cstdio>

static int verdict(int code, const char *message) {
  std::fprintf(stderr, "%s\n", message);
  return code;
}

int main(int argc, char **argv) {
  std::signal(SIGPIPE, SIG_IGN);  // the program may leave early: its verdict, not our crash
  if (argc < 2) return verdict(3, "usage: interactor input output");
  FILE *input = std::fopen(argv[1], "r");
  long long n = 0, secret = 0;
  if (!input || std::fscanf(input, "%lld %lld", &n, &secret) != 2) return verdict(3, "bad test data");
  std::printf("%lld\n", n);
  std::fflush(stdout);
  for (int guesses = 1; guesses <= 30; guesses++) {
    long long guess;
    int read = std::scanf("%lld", &guess);
    if (read == EOF) return verdict(1, "the program stopped before finding the number");
    if (read != 1) return verdict(2, "expected a number");
    if (guess == secret) {
      std::printf("=\n");
      std::fflush(stdout);
      return verdict(0, "found");
    }
    std::printf("%c\n", secret < guess ? '<' : '>');
    std::fflush(stdout);
  }
  return verdict(1, "more than 30 guesses");
}
