// Which Monaco language colours the code of a judge language. The judge names languages freely
// (`GET /ojapi/languages`: C, C++, C++ 17, C++ (WASI), Java, Python3, Python2, Golang, JavaScript Node,
// JavaScript (QuickJS WASI), C#, ...), so the name is matched by its leading word, not exactly.

/** The Monaco language ids the editor chunk registers (see ./monaco.ts). */
export const MONACO_LANGUAGES = [
  'c',
  'cpp',
  'java',
  'python',
  'go',
  'javascript',
  'csharp',
  'kotlin',
  'rust',
  'ruby',
  'php',
  'pascal',
  'plaintext',
] as const

export type MonacoLanguage = (typeof MONACO_LANGUAGES)[number]

/** First match wins: more specific patterns (C++, C#) come before C. */
const RULES: ReadonlyArray<readonly [RegExp, MonacoLanguage]> = [
  [/^(c\+\+|cpp|g\+\+|clang\+\+)/, 'cpp'],
  [/^(c#|csharp|c sharp|mono c#)/, 'csharp'],
  [/^(c|gcc|clang)(\b|\d|$)/, 'c'],
  [/^java(?!script)/, 'java'],
  [/^(python|pypy)/, 'python'],
  [/^(go|golang)\b/, 'go'],
  [/^(javascript|js|node)\b/, 'javascript'],
  [/^kotlin/, 'kotlin'],
  [/^rust/, 'rust'],
  [/^ruby/, 'ruby'],
  [/^php/, 'php'],
  [/^(pascal|fpc|free pascal|delphi)/, 'pascal'],
]

/** The Monaco language id for a judge language name; plain text when none fits. */
export function monacoLanguage(judgeLanguage: string): MonacoLanguage {
  const name = judgeLanguage.trim().toLowerCase()
  for (const [pattern, id] of RULES) if (pattern.test(name)) return id
  return 'plaintext'
}
