// Checker speaking the testlib protocol without testlib.h: argv = input, contestant output, answer;
// exit 0 accepted, 1 wrong answer, 2 presentation error, 3 the checker's own failure.
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>

static int verdict(int code, const char *message) {
  std::fprintf(stderr, "%s\n", message);
  return code;
}

// Reads one whitespace-separated token; false at end of file.
static bool token(FILE *f, char *buf, size_t size) {
  return std::fscanf(f, "%63s", buf) == 1 && std::strlen(buf) < size;
}

static bool parse(const char *s, long long *out) {
  if (!*s) return false;
  for (const char *p = s; *p; p++)
    if (!std::isdigit((unsigned char)*p)) return false;
  if (std::strlen(s) > 18) return false;
  *out = std::atoll(s);
  return true;
}

int main(int argc, char **argv) {
  if (argc < 4) return verdict(3, "usage: checker input output answer");
  FILE *input = std::fopen(argv[1], "r"), *output = std::fopen(argv[2], "r"), *answer = std::fopen(argv[3], "r");
  if (!input || !output || !answer) return verdict(3, "cannot open the files");
  long long n = 0, expected = 0, d = 0;
  if (std::fscanf(input, "%lld", &n) != 1 || std::fscanf(answer, "%lld", &expected) != 1)
    return verdict(3, "bad test data");
  if (expected <= 1 || expected >= n || n % expected != 0) return verdict(3, "the answer file is wrong");
  char buf[64], extra[64];
  if (!token(output, buf, sizeof buf) || !parse(buf, &d)) return verdict(2, "expected one integer");
  if (token(output, extra, sizeof extra)) return verdict(2, "extra output after the divisor");
  if (d <= 1 || d >= n || n % d != 0) return verdict(1, "not a divisor strictly between 1 and n");
  return verdict(0, "ok");
}
