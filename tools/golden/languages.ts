// Which language a solution file is submitted in: its extension, with an optional tag before it for
// the languages that share one (`x.cpp17.cpp`, `x.wasi.c`, `x.quickjs.js`). See README.md.

/** `<tag>.<ext>` (or `<ext>` alone) → the language name the API uses. */
const LANGUAGE_BY_SUFFIX: Readonly<Record<string, string>> = {
  c: 'C',
  'wasi.c': 'C (WASI)',
  cpp: 'C++',
  'cpp17.cpp': 'C++ 17',
  'cpp20.cpp': 'C++ 20',
  'wasi.cpp': 'C++ (WASI)',
  java: 'Java',
  py: 'Python3',
  'py2.py': 'Python2',
  'wasi.py': 'Python3 (WASI)',
  js: 'JavaScript Node',
  'quickjs.js': 'JavaScript (QuickJS WASI)',
  go: 'Golang',
}

export function languageOfFile(file: string): string {
  const parts = file.split('.')
  const two = parts.slice(-2).join('.')
  const one = parts.at(-1) ?? ''
  const language = (parts.length > 3 ? LANGUAGE_BY_SUFFIX[two] : undefined) ?? LANGUAGE_BY_SUFFIX[one]
  if (!language)
    throw new Error(`${file}: no language for the extension .${one} (see tools/golden/languages.ts)`)
  return language
}
