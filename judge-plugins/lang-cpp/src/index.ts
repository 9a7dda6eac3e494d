// C++: G++ -O2 in three standards (spec 1 §2: C and C++ keep the problem's limits as they are).
import { defineLanguage, type LanguageDef, probe } from '@oj/sdk/judge'

/** One check for the three standards. */
const available = probe({ command: ['/usr/bin/g++', '--version'], hint: 'apt-get install g++' })

const TEMPLATE =
  '#include <iostream>\nusing namespace std;\n\nint main() {\n    int a, b;\n    cin >> a >> b;\n    cout << a + b << endl;\n    return 0;\n}\n'

const cpp = (name: string, standard: string): LanguageDef =>
  defineLanguage({
    name,
    description: `G++ -O2 -std=${standard}`,
    family: 'native',
    runtime: 'native',
    source: 'main.cpp',
    compile: {
      command: [
        '/usr/bin/g++',
        '-DONLINE_JUDGE',
        '-w',
        '-fmax-errors=3',
        `-std=${standard}`,
        '-O2',
        'main.cpp',
        '-lm',
        '-o',
        'main',
      ],
      // cc1, collect2 and gcc's own headers and libraries (/usr/libexec/gcc on newer Debian)
      toolchain: ['/usr/lib/gcc', '/usr/libexec/gcc', '/usr/include'],
    },
    run: { command: ['./main'] },
    limits: { time: 1, memory: 1 },
    contentType: 'text/x-c++src',
    template: TEMPLATE,
    spj: true,
    available,
    selfTest: {
      source:
        '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n',
      input: '1 2\n',
      output: '3\n',
    },
  })

export default [cpp('C++', 'c++14'), cpp('C++ 17', 'c++17'), cpp('C++ 20', 'c++20')]
