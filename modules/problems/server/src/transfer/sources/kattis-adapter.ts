// The checker a Kattis output validator is judged through. The judge runs checkers as testlib's
// (`checker input output answer`, exit 0 accepted, 1 wrong answer, 3 the checker failed); a Kattis
// validator is run as `validator input answer feedback_dir < output` and exits 42 (accepted) or 43
// (wrong answer). This main.cpp includes the validator's source (a judge extra file) under another
// name and translates the call and the exit code, also when the validator calls exit() itself.
export const KATTIS_ADAPTER = `#include <cstdio>
#include <cstdlib>
#include <string>
#include <unistd.h>
[[noreturn]] inline void kattis_exit(int code) {
  std::fflush(nullptr);
  _exit(code == 42 ? 0 : code == 43 ? 1 : 3);
}
namespace std { using ::kattis_exit; }
#define exit(code) kattis_exit(code)
#define main kattis_validator_main
#include "__VALIDATOR__"
#undef main
#undef exit
int main(int argc, char** argv) {
  if (argc < 4 || !std::freopen(argv[2], "r", stdin)) return 3;
  char dir[] = "/tmp/kattis-feedback-XXXXXX";
  std::string feedback = std::string(mkdtemp(dir) ? dir : ".") + "/";
  char* args[] = {argv[0], argv[1], argv[3], const_cast<char*>(feedback.c_str()), nullptr};
  kattis_exit(kattis_validator_main(4, args));
}
`
