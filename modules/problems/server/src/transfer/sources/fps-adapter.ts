// The checker an FPS (HUSTOJ) special judge is judged through. HUSTOJ runs its spj as
// `spj input answer user_output` and reads exit 0 as accepted, anything else as wrong answer; the
// judge here runs checkers as testlib's (`checker input user_output answer`, exit 0 accepted, 1 wrong
// answer). This main.cpp includes the package's spj (a judge extra file) under another name and
// swaps the arguments back; a testlib checker is stored as it is.
const FPS_SPJ_FILE = 'fps_spj.cc'

const FPS_ADAPTER = `#include <cstdio>
#include <cstdlib>
#include <unistd.h>
[[noreturn]] inline void fps_exit(int code) {
  std::fflush(nullptr);
  _exit(code == 0 ? 0 : 1);
}
namespace std { using ::fps_exit; }
#define exit(code) fps_exit(code)
#define main fps_spj_main
#include "${FPS_SPJ_FILE}"
#undef main
#undef exit
int main(int argc, char** argv) {
  if (argc < 4) return 3;
  char* args[] = {argv[0], argv[1], argv[3], argv[2], nullptr};
  fps_exit(fps_spj_main(4, args));
}
`

/** The checker (and its judge files) of an FPS spj: wrapped unless it is a testlib checker already. */
export function fpsChecker(code: string): {
  readonly code: string
  readonly language: string
  readonly files?: Record<string, string>
} {
  if (code.includes('testlib.h')) return { code, language: 'C++' }
  return { code: FPS_ADAPTER, language: 'C++', files: { [FPS_SPJ_FILE]: code } }
}
